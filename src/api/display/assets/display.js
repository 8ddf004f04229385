/*
 * The hall display (FSNP Art. 4, 60; issue 10). Plain browser JavaScript, no build step, no
 * CDN: the venue's network may have no Internet. Live data comes over graphql-ws
 * subscriptions; the count-down is computed here from the server's clock anchors and a
 * server-time offset, so it stays right after a pause and across a break without an update at
 * every second.
 */
/* global window, document, location, setTimeout, setInterval */
(function () {
  'use strict';

  var tournamentId = decodeURIComponent(location.pathname.split('/').filter(Boolean)[1] || '');
  var MIN = 60000;
  var KEEP_ALIVE_MS = 4000;
  var ROTATE_MS = 8000;
  var NEXT_ROWS = 3;

  var state = {
    clock: null,
    standings: null,
    syncServer: Date.now(),
    syncLocal: Date.now(),
    rate: 1,
    leaderPage: 0,
    payoutPage: 0,
    resultsPage: 0,
    /** Lines per page by list and window size, measured once. */
    capacity: {},
    missing: tournamentId === '',
    conn: 'connecting',
  };

  var $ = function (id) {
    return document.getElementById(id);
  };
  function setText(id, text) {
    var el = $(id);
    if (el && el.textContent !== text) el.textContent = text;
  }

  var chips = function (n) {
    return Number(n).toLocaleString('en-US');
  };

  // Money is integer minor units (DECISION-2): formatted with integer arithmetic only.
  function money(amount, currency) {
    var digits;
    try {
      digits = new Intl.NumberFormat('en', {
        style: 'currency',
        currency: currency,
      }).resolvedOptions().maximumFractionDigits;
    } catch {
      digits = 2;
    }
    var unit = Math.pow(10, digits);
    var whole = Math.floor(amount / unit);
    var frac = String(amount % unit).padStart(digits, '0');
    return chips(whole) + (digits ? '.' + frac : '') + ' ' + currency;
  }

  function hms(ms) {
    var s = Math.max(0, Math.ceil(ms / 1000));
    var h = Math.floor(s / 3600);
    var m = Math.floor((s % 3600) / 60);
    var r = s % 60;
    var mm = String(m).padStart(h ? 2 : 1, '0') + ':' + String(r).padStart(2, '0');
    return h ? h + ':' + mm : mm;
  }

  // The published schedule as segments of play time, as the server's clock/clock.ts computes it.
  function schedule(levels) {
    var out = [];
    var t = 0;
    levels.forEach(function (l) {
      out.push({ kind: 'level', level: l.level, start: t, end: (t += l.durationMinutes * MIN) });
      if (l.breakAfterMinutes > 0)
        out.push({
          kind: 'break',
          level: l.level,
          start: t,
          end: (t += l.breakAfterMinutes * MIN),
        });
    });
    return out;
  }

  function serverNow() {
    return state.syncServer + state.rate * (Date.now() - state.syncLocal);
  }

  // The clock at this instant from the anchors (FSNP Art. 60-62).
  function clockNow(c) {
    var levels = c.levels || [];
    if (c.status === 'not-started' || c.levelsByOrbit || levels.length === 0) {
      // No count-down to run: the level on the board is the recorded one (1 before the start).
      var all = schedule(levels);
      var at = all.findIndex(function (s) {
        return s.kind === 'level' && s.level === (c.level || 1);
      });
      return Object.assign({}, c, { upcoming: upcomingFrom(all, Math.max(at, 0), false) });
    }
    var elapsed =
      c.anchorElapsedMs +
      (c.runningSince ? Math.max(0, serverNow() - Date.parse(c.runningSince)) : 0);
    var segs = schedule(levels);
    var i = segs.findIndex(function (s) {
      return elapsed < s.end;
    });
    var over = i === -1;
    if (over) i = segs.length - 1;
    var seg = segs[i];
    var onBreak = seg.kind === 'break';
    var spec = levels[seg.level - 1];
    var shown = onBreak ? levels[seg.level] || spec : spec;
    var level = onBreak ? Math.min(seg.level + 1, levels.length) : seg.level;
    var nextBreak = segs.slice(i + (onBreak ? 1 : 0)).find(function (s) {
      return s.kind === 'break';
    });
    return {
      status: c.status,
      paused: c.paused,
      level: level,
      onBreak: onBreak,
      breakAfterLevel: onBreak ? seg.level : null,
      smallBlind: shown.smallBlind,
      bigBlind: shown.bigBlind,
      ante: shown.ante,
      // Issue 23: the game of the level on the board (its own title, else the tournament's).
      gameTitle: shown.gameTitle || c.gameTitle,
      timeLeftMs: over ? 0 : seg.end - elapsed,
      upcoming: upcomingFrom(segs, i, onBreak),
      timeToNextBreakMs: nextBreak && !onBreak ? nextBreak.start - elapsed : null,
    };
  }

  // The segments after the one in play; on a break the next level is already on the board.
  function upcomingFrom(segs, i, onBreak) {
    return segs.slice(i + (onBreak ? 2 : 1), i + (onBreak ? 2 : 1) + NEXT_ROWS);
  }

  function renderUpcoming(v, levels) {
    var rows = (v.upcoming || []).map(function (seg) {
      if (seg.kind === 'break')
        return ['break-row', 'Break', Math.round((seg.end - seg.start) / MIN) + ' min', ''];
      var l = levels[seg.level - 1];
      return [
        'level-row',
        'Level ' + l.level,
        chips(l.smallBlind) + ' / ' + chips(l.bigBlind),
        l.ante ? 'ante ' + chips(l.ante) : '',
      ];
    });
    var key = JSON.stringify(rows);
    var list = $('next-levels');
    if (list.dataset.key === key) return;
    list.dataset.key = key;
    list.replaceChildren.apply(
      list,
      rows.map(function (r) {
        var el = li([
          ['what', r[1]],
          ['blinds-next', r[2]],
          ['ante-next', r[3]],
        ]);
        el.className = r[0];
        return el;
      }),
    );
    if (rows.length === 0) list.appendChild(li([['what', 'Last level']]));
  }

  // The next levels give way when the panel is short (a pause banner, the add-on note).
  function fitUpcoming() {
    var panel = $('clock-panel');
    var rows = $('next-levels').children;
    var key = [
      $('next-levels').dataset.key,
      document.body.className,
      $('break-note').hidden,
      innerSize(),
    ].join();
    if (panel.dataset.fit === key) return;
    panel.dataset.fit = key;
    for (var i = 0; i < rows.length; i++) rows[i].hidden = false;
    for (var n = rows.length - 1; n > 0 && overflows(panel); n--) rows[n].hidden = true;
  }

  function innerSize() {
    return window.innerWidth + 'x' + window.innerHeight;
  }

  function levelText(v) {
    if (v.status === 'not-started') return 'Starting soon — level 1';
    if (v.onBreak) return 'BREAK — level ' + v.level + ' next';
    return 'LEVEL ' + v.level;
  }

  // Late registration, re-entry, add-on (FSNP Art. 135, 139): the windows close at the end of
  // a level, which the page sees on its own clock before the server records it.
  function purchaseLines(v, s) {
    var p = s.purchases;
    var started = v.status !== 'not-started';
    var past = function (level) {
      return started && v.level > level;
    };
    var reg;
    if (s.status === 'registration-open') reg = ['open', 'Registration open'];
    else if (s.status === 'scheduled') reg = ['', 'Registration not open yet'];
    else if (s.status === 'running' && p.registration.open && !past(p.registration.untilEndOfLevel))
      reg = ['open', 'Late registration open until end of level ' + p.registration.untilEndOfLevel];
    else
      reg = [
        'closed',
        p.registration.untilEndOfLevel == null ? 'Registration closed' : 'Late registration closed',
      ];
    var re = null;
    if (p.reEntry) {
      var what = p.reEntry.item === 'rebuy' ? 'Rebuys' : 'Re-entry';
      if (s.status === 'running' && p.reEntry.open && !past(p.reEntry.untilEndOfLevel))
        re = ['open', what + ' open until end of level ' + p.reEntry.untilEndOfLevel];
      else if (!started) re = ['', what + ' until end of level ' + p.reEntry.untilEndOfLevel];
      else re = ['closed', what + ' closed'];
    }
    var add = null;
    if (p.addOn) {
      var at = p.addOn.atBreakAfterLevel;
      if (v.onBreak && v.breakAfterLevel === at) add = ['open', 'Add-on open now'];
      else if (!started || v.level <= at) add = ['', 'Add-on at the break after level ' + at];
      else add = ['closed', 'Add-on closed'];
    }
    return { reg: reg, re: re, add: add };
  }

  function setLine(id, line) {
    var el = $(id);
    el.hidden = !line;
    if (!line) return;
    el.className = line[0];
    setText(id, line[1]);
  }

  function timeOfDay() {
    var d = new Date(serverNow());
    return String(d.getHours()).padStart(2, '0') + ':' + String(d.getMinutes()).padStart(2, '0');
  }

  function showScreen() {
    var s = state.standings;
    var screen = state.missing ? 'missing' : s && s.status === 'completed' ? 'results' : 'live';
    ['live', 'results', 'missing'].forEach(function (id) {
      $(id).hidden = id !== screen;
    });
    return screen;
  }

  function renderClock() {
    setText('time-of-day', timeOfDay());
    var screen = showScreen();
    var c = state.clock;
    var s = state.standings;
    var paused = !!c && screen === 'live' && c.status === 'paused';
    var banner = $('banner');
    banner.hidden = !paused;
    if (paused) setText('banner', 'PAUSED' + (c.pauseReason ? ' — ' + c.pauseReason : ''));
    document.body.classList.toggle('paused', paused);
    if (!c || screen !== 'live') return;
    var v = clockNow(c);
    setText('level', levelText(v));
    setText('game', v.gameTitle || '');
    document.body.classList.toggle('on-break', !!v.onBreak);
    var t = $('time-left');
    if (c.levelsByOrbit) setText('time-left', c.orbit ? 'Orbit ' + c.orbit : 'Orbit');
    else setText('time-left', hms(v.timeLeftMs));
    t.classList.toggle('last-minute', v.status === 'running' && v.timeLeftMs <= MIN);
    setText('blinds-label', v.onBreak ? 'Level ' + v.level + ' blinds' : 'Blinds');
    setText('blinds', chips(v.smallBlind) + ' / ' + chips(v.bigBlind));
    setText('ante', v.ante ? 'Ante ' + chips(v.ante) : '');
    renderUpcoming(v, c.levels || []);
    setText('next-break', v.timeToNextBreakMs == null ? '—' : hms(v.timeToNextBreakMs));
    if (s) {
      var lines = purchaseLines(v, s);
      setLine('late-reg', lines.reg);
      setLine('re-entry', lines.re);
      setLine('add-on', lines.add);
      var addOnNow = !!lines.add && lines.add[0] === 'open';
      $('break-note').hidden = !(v.onBreak && addOnNow);
      setText('break-note', 'Add-on open now — at the cage');
    }
    fitUpcoming();
  }

  function li(cells) {
    var el = document.createElement('li');
    cells.forEach(function (c) {
      var span = document.createElement('span');
      span.className = c[0];
      span.textContent = c[1];
      el.appendChild(span);
    });
    return el;
  }

  function overflows(el) {
    return el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1;
  }

  // Full names (issue 21): a long name first gets a smaller font, then a second line. A big
  // figure (.fit) only gets the smaller font.
  function fitNames(root) {
    root.querySelectorAll('.who, .fit').forEach(function (el) {
      el.style.fontSize = '';
      el.classList.remove('wrap');
      var base = parseFloat(window.getComputedStyle(el).fontSize);
      for (var scale = 0.95; el.scrollWidth > el.clientWidth + 1 && scale >= 0.75; scale -= 0.05)
        el.style.fontSize = base * scale + 'px';
      if (el.scrollWidth > el.clientWidth + 1 && el.classList.contains('who'))
        el.classList.add('wrap');
    });
  }

  // As many lines as the box shows without cutting one, pages rotating (FSNP Art. 4: readable).
  function fillPage(list, items, make, pageIndex, pageLabelId) {
    var key = list.id + ':' + innerSize();
    var cap = state.capacity[key];
    if (!cap) {
      list.replaceChildren();
      cap = 0;
      for (var i = 0; i < items.length; i++) {
        var el = make(items[i]);
        list.appendChild(el);
        fitNames(el);
        if (overflows(list)) break;
        cap++;
      }
      cap = Math.max(1, cap);
      if (cap < items.length) state.capacity[key] = cap;
    }
    var pages = Math.max(1, Math.ceil(items.length / cap));
    var p = pageIndex % pages;
    list.replaceChildren.apply(list, items.slice(p * cap, p * cap + cap).map(make));
    fitNames(list);
    while (list.children.length > 1 && overflows(list)) list.removeChild(list.lastChild);
    setText(pageLabelId, pages > 1 ? p + 1 + '/' + pages : '');
  }

  function renderBoards() {
    var s = state.standings;
    if (!s) return;
    fillPage(
      $('leaderboard'),
      s.leaderboard,
      function (l) {
        return li([
          ['rank', l.rank + '.'],
          ['who', l.name],
          ['seat', l.tableId ? l.tableId + ' · seat ' + l.seat : ''],
          ['stack', chips(l.stack)],
        ]);
      },
      state.leaderPage,
      'leader-page',
    );
    fillPage(
      $('payouts'),
      s.payouts,
      function (p) {
        return li([
          ['place', ordinal(p.place)],
          ['amount', money(p.amount, s.currency)],
        ]);
      },
      state.payoutPage,
      'payout-page',
    );
    setText('payout-source', s.payoutSource + (s.prizePoolFixed ? '' : ' — pool not final'));
  }

  function placeText(r) {
    return (r.sharedBy > 1 ? '=' : '') + ordinal(r.place);
  }

  function renderResults() {
    var s = state.standings;
    if (!s || s.status !== 'completed') return;
    var first = s.results[0];
    setText('winner', first ? first.name : '');
    fitNames($('results'));
    setText('winner-amount', first && first.amount != null ? money(first.amount, s.currency) : '');
    fillPage(
      $('places'),
      s.results.slice(1),
      function (r) {
        return li([
          ['rank', placeText(r)],
          ['who', r.name],
          ['amount', r.amount != null ? money(r.amount, s.currency) : ''],
        ]);
      },
      state.resultsPage,
      'results-page',
    );
    setText(
      'results-note',
      s.prizesAwarded ? 'Prizes as awarded' : 'Prizes by the payout table — to be awarded',
    );
  }

  function ordinal(n) {
    var t = n % 100;
    var suffix = t >= 11 && t <= 13 ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] || 'th';
    return n + suffix;
  }

  function renderStandings() {
    var s = state.standings;
    if (!s) return;
    setText('name', s.name);
    document.title = s.name + ' — clock';
    setText('players-left', chips(s.playersLeft));
    setText('entries', chips(s.entries));
    setText('average-stack', chips(s.averageStack));
    setText('chips-in-play', chips(s.chipsInPlay));
    setText('prize-pool', money(s.prizePool, s.currency));
    fitNames($('side'));
    var screen = showScreen();
    if (screen === 'live') renderBoards();
    if (screen === 'results') renderResults();
    renderClock();
  }

  function renderMissing() {
    setText(
      'missing-text',
      tournamentId
        ? 'There is no tournament "' +
            tournamentId +
            '" on this server. Check the address; this screen starts by itself once the tournament is created.'
        : 'The address names no tournament: open /display/<tournament id>.',
    );
    setText('name', 'Tournament clock');
    renderClock();
    renderConn();
  }

  // Server time, re-anchored on every message the server stamps; it runs at clockRate
  // (1, except in the fast-forwarded demo).
  function sync(serverIso) {
    state.syncServer = Date.parse(serverIso);
    state.syncLocal = Date.now();
  }

  var CONN_TEXT = { connecting: 'connecting…', live: 'live', reconnecting: 'reconnecting…' };

  // The badge is about the link; a live link to a tournament that does not exist says so.
  function renderConn() {
    var el = $('conn');
    var kind = state.conn === 'live' && state.missing ? 'missing' : state.conn;
    el.className = 'conn ' + kind;
    el.dataset.state = state.conn;
    el.textContent = kind === 'missing' ? 'not found' : CONN_TEXT[state.conn];
  }

  function setConn(kind) {
    state.conn = kind;
    renderConn();
  }

  var CLOCK = [
    'subscription Clock($id: ID!) { displayClock(tournamentId: $id) {',
    ' serverNow status level onBreak breakAfterLevel smallBlind bigBlind ante gameTitle timeLeftMs pauseReason',
    ' nextLevel { level smallBlind bigBlind ante durationMinutes breakAfterMinutes gameTitle }',
    ' timeToNextBreakMs elapsedMs paused runningSince anchorElapsedMs levelsByOrbit orbit recordedLevel',
    ' levels { level smallBlind bigBlind ante durationMinutes breakAfterMinutes gameTitle } clockRate } }',
  ].join('\n');
  var STANDINGS = [
    'subscription Standings($id: ID!) { displayStandings(tournamentId: $id) {',
    ' serverNow name status currency playersLeft entries uniquePlayers chipsInPlay averageStack',
    ' prizePool prizePoolFixed payoutSource payouts { place basisPoints amount }',
    ' leaderboard { rank playerId name stack tableId seat }',
    ' purchases { registration { open untilEndOfLevel } reEntry { open item untilEndOfLevel }',
    ' addOn { atBreakAfterLevel } }',
    ' results { place sharedBy playerId name amount } prizesAwarded } }',
  ].join('\n');

  var EXISTS = 'query Exists($id: ID!) { display(tournamentId: $id) { tournamentId } }';

  var wsUrl = (location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/graphql';
  var lastHeard = Date.now();
  var client = window.graphqlWs.createClient({
    url: wsUrl,
    lazy: false,
    keepAlive: KEEP_ALIVE_MS,
    // A link that accepts the socket but carries nothing must not hang the handshake.
    connectionAckWaitTimeout: 5000,
    // The monitors never give up: a restarted server or a dropped network comes back.
    retryAttempts: Infinity,
    shouldRetry: function () {
      return true;
    },
    retryWait: function (retries) {
      var ms = Math.min(500 * Math.pow(2, retries), 5000) + Math.floor(Math.random() * 300);
      return new Promise(function (r) {
        setTimeout(r, ms);
      });
    },
    on: {
      connecting: function () {
        setConn('connecting');
      },
      connected: function () {
        lastHeard = Date.now();
        setConn('live');
        checkExists();
      },
      closed: function () {
        setConn('reconnecting');
      },
      message: function () {
        lastHeard = Date.now();
      },
    },
  });

  // A silent network drop closes nothing: no message (not even a pong) for three keep-alive
  // periods means the link is dead, so drop the socket and let the client reconnect.
  setInterval(function () {
    if ($('conn').dataset.state === 'live' && Date.now() - lastHeard > 3 * KEEP_ALIVE_MS) {
      lastHeard = Date.now();
      client.terminate();
    }
  }, 1000);

  function follow(query, field, onData) {
    client.subscribe(
      { query: query, variables: { id: tournamentId } },
      {
        next: function (msg) {
          if (msg.data && msg.data[field]) onData(msg.data[field]);
        },
        error: function () {
          // Not retryable by the client (e.g. a GraphQL error): try again shortly.
          setTimeout(function () {
            follow(query, field, onData);
          }, 3000);
        },
        complete: function () {},
      },
    );
  }

  var notFound = function (errors) {
    return (errors || []).some(function (e) {
      return e && e.extensions && e.extensions.code === 'TOURNAMENT_NOT_FOUND';
    });
  };
  function setMissing(missing) {
    if (state.missing === missing) return;
    state.missing = missing;
    if (missing) renderMissing();
    else renderStandings();
    renderConn();
  }

  // The subscriptions of an unknown tournament stay silent: ask once per connection whether it
  // exists, so the screen says so instead of showing an empty clock.
  function checkExists() {
    if (!tournamentId) return renderMissing();
    client.subscribe(
      { query: EXISTS, variables: { id: tournamentId } },
      {
        next: function (msg) {
          if (notFound(msg.errors)) setMissing(true);
          else if (msg.data && msg.data.display) setMissing(false);
        },
        error: function (errors) {
          if (Array.isArray(errors) && notFound(errors)) setMissing(true);
        },
        complete: function () {},
      },
    );
  }

  follow(CLOCK, 'displayClock', function (c) {
    sync(c.serverNow);
    state.rate = c.clockRate > 0 ? c.clockRate : 1;
    state.clock = c;
    setMissing(false);
    renderClock();
  });
  follow(STANDINGS, 'displayStandings', function (s) {
    sync(s.serverNow);
    state.standings = s;
    setMissing(false);
    renderStandings();
  });

  if (state.missing) renderMissing();
  setInterval(renderClock, 250);
  setInterval(function () {
    state.leaderPage += 1;
    state.payoutPage += 1;
    state.resultsPage += 1;
    var screen = showScreen();
    if (screen === 'live') renderBoards();
    if (screen === 'results') renderResults();
  }, ROTATE_MS);
  // A resized or rotated screen measures its pages again.
  window.addEventListener('resize', function () {
    state.capacity = {};
    renderStandings();
  });
})();
