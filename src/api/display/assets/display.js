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
  var LEADERS_PER_PAGE = 10;
  var PAYOUTS_PER_PAGE = 10;
  var ROTATE_MS = 8000;

  var state = {
    clock: null,
    standings: null,
    syncServer: Date.now(),
    syncLocal: Date.now(),
    rate: 1,
    leaderPage: 0,
    payoutPage: 0,
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

  // The published schedule as segments of play time, as the server's clock.ts computes it.
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
    if (c.status === 'not-started' || c.levelsByOrbit || levels.length === 0) return c;
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
    // The level after the one on the board: on a break, the one after the break's level.
    var next = levels[level] || null;
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
      timeLeftMs: over ? 0 : seg.end - elapsed,
      nextLevel: next,
      timeToNextBreakMs: nextBreak && !onBreak ? nextBreak.start - elapsed : null,
    };
  }

  function levelText(l) {
    if (!l) return '—';
    return (
      chips(l.smallBlind) + ' / ' + chips(l.bigBlind) + (l.ante ? '  ante ' + chips(l.ante) : '')
    );
  }

  function renderClock() {
    var c = state.clock;
    if (!c) return;
    var v = clockNow(c);
    var label =
      v.status === 'not-started'
        ? 'Starting soon — level 1'
        : v.onBreak
          ? 'BREAK — level ' + v.level + ' next'
          : 'LEVEL ' + v.level;
    if (state.standings && state.standings.status === 'completed') label = 'Tournament complete';
    setText('level', v.status === 'paused' ? label + ' (paused)' : label);
    $('level').classList.toggle('break', !!v.onBreak);
    var t = $('time-left');
    if (c.levelsByOrbit) setText('time-left', c.orbit ? 'Orbit ' + c.orbit : 'Orbit');
    else setText('time-left', hms(v.timeLeftMs));
    t.classList.toggle('paused', v.status === 'paused');
    t.classList.toggle('last-minute', v.status === 'running' && v.timeLeftMs <= MIN);
    setText('blinds', chips(v.smallBlind) + ' / ' + chips(v.bigBlind));
    setText('ante', v.ante ? 'Ante ' + chips(v.ante) : '');
    setText('next-level', levelText(v.nextLevel));
    setText('next-break', v.timeToNextBreakMs == null ? '—' : hms(v.timeToNextBreakMs));
  }

  function page(list, size, index) {
    var pages = Math.max(1, Math.ceil(list.length / size));
    var p = index % pages;
    return {
      items: list.slice(p * size, p * size + size),
      label: pages > 1 ? p + 1 + '/' + pages : '',
    };
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

  function renderBoards() {
    var s = state.standings;
    if (!s) return;
    var leaders = page(s.leaderboard, LEADERS_PER_PAGE, state.leaderPage);
    $('leaderboard').replaceChildren.apply(
      $('leaderboard'),
      leaders.items.map(function (l) {
        return li([
          ['rank', l.rank + '.'],
          ['who', l.name],
          ['seat', l.tableId ? l.tableId + ' · ' + l.seat : ''],
          ['stack', chips(l.stack)],
        ]);
      }),
    );
    setText('leader-page', leaders.label);
    var payouts = page(s.payouts, PAYOUTS_PER_PAGE, state.payoutPage);
    $('payouts').replaceChildren.apply(
      $('payouts'),
      payouts.items.map(function (p) {
        return li([
          ['place', ordinal(p.place)],
          ['amount', money(p.amount, s.currency)],
        ]);
      }),
    );
    setText('payout-page', payouts.label);
    setText('payout-source', s.payoutSource + (s.prizePoolFixed ? '' : ' — pool not final'));
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
    setText('prize-pool', money(s.prizePool, s.currency));
    renderBoards();
  }

  // Server time, re-anchored on every message the server stamps; it runs at clockRate
  // (1, except in the fast-forwarded demo).
  function sync(serverIso) {
    state.syncServer = Date.parse(serverIso);
    state.syncLocal = Date.now();
  }

  function setConn(kind, text) {
    var el = $('conn');
    el.className = 'conn ' + kind;
    el.dataset.state = kind;
    el.textContent = text;
  }

  var CLOCK = [
    'subscription Clock($id: ID!) { displayClock(tournamentId: $id) {',
    ' serverNow status level onBreak breakAfterLevel smallBlind bigBlind ante timeLeftMs',
    ' nextLevel { level smallBlind bigBlind ante durationMinutes breakAfterMinutes }',
    ' timeToNextBreakMs elapsedMs paused runningSince anchorElapsedMs levelsByOrbit orbit recordedLevel',
    ' levels { level smallBlind bigBlind ante durationMinutes breakAfterMinutes } clockRate } }',
  ].join('\n');
  var STANDINGS = [
    'subscription Standings($id: ID!) { displayStandings(tournamentId: $id) {',
    ' serverNow name status currency playersLeft entries uniquePlayers chipsInPlay averageStack',
    ' prizePool prizePoolFixed payoutSource payouts { place basisPoints amount }',
    ' leaderboard { rank playerId name stack tableId seat } } }',
  ].join('\n');

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
        setConn('connecting', 'connecting…');
      },
      connected: function () {
        lastHeard = Date.now();
        setConn('live', 'live');
      },
      closed: function () {
        setConn('reconnecting', 'reconnecting…');
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

  follow(CLOCK, 'displayClock', function (c) {
    sync(c.serverNow);
    state.rate = c.clockRate > 0 ? c.clockRate : 1;
    state.clock = c;
    renderClock();
  });
  follow(STANDINGS, 'displayStandings', function (s) {
    sync(s.serverNow);
    state.standings = s;
    renderStandings();
  });

  setInterval(renderClock, 250);
  setInterval(function () {
    state.leaderPage += 1;
    state.payoutPage += 1;
    renderBoards();
  }, ROTATE_MS);
})();
