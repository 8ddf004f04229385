/**
 * npm run simulate -- --players N --ruleset fsnp --type RA|50-50|ST|… [--seed S] [--game NT|PO|FT|F7S|MIXED]
 *   [--store sqlite|memory] [--hand-history off]
 * Plays a whole tournament through the command pipeline with bot players and prints the figures
 * and the end-of-run checks (chips conserved, every player placed once, hash chain, rebuild),
 * with the format's own checks (src/simulation/formats/; a format may fix the field size).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { canonicalJson } from '../src/events/canonical-json';
import { createEventStore } from '../src/store/create-store';
import { runSimulation, verifySimulation } from '../src/simulation/driver';
import { formatDriver } from '../src/simulation/formats';
import { HandHistoryProjection } from '../src/projections/hand-history/model';
import { startProgress } from './progress';
import { GAME_CODES, isGameCode } from '../src/rules/games';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

async function main() {
  const tournamentType = arg('type', 'RA');
  const asked = Number(arg('players', '200'));
  const players = formatDriver(tournamentType).players?.(asked) ?? asked;
  const rulesetId = arg('ruleset', 'fsnp');
  const seed = Number(arg('seed', '1'));
  const game = arg('game', 'NT');
  if (game !== 'MIXED' && !isGameCode(game))
    throw new Error(`--game ${game}: the games are ${[...GAME_CODES, 'MIXED'].join(', ')}.`);
  const kind = arg('store', 'sqlite') as 'sqlite' | 'memory';
  const dir = mkdtempSync(join(tmpdir(), 'ledger-sim-'));
  const store = await createEventStore({ kind, sqliteFile: join(dir, 'sim.db') });
  // --hand-history off: skip the in-memory hand-history read model (its check is then skipped).
  const withHistory = arg('hand-history', 'on') !== 'off';
  const live = new HandHistoryProjection();
  // To a winner: every player but one is eliminated (re-entries put some back in).
  const bar = process.env.SIM_QUIET
    ? undefined
    : startProgress('simulate', players - 1, { unit: 'players out' });
  try {
    const report = await runSimulation({
      players,
      rulesetId,
      tournamentType,
      seed,
      store,
      game,
      onEvents: withHistory ? (events) => live.applyAll(events) : undefined,
      onRound: bar ? (r) => bar.update(players - r.playersLeft, `${r.hands} hands`) : undefined,
    });
    bar?.stop(`${report.hands} hands, ${report.events} events`);
    const rebuilt = new HandHistoryProjection();
    const checks = await verifySimulation(
      report,
      store,
      withHistory ? (events) => rebuilt.applyAll(events) : undefined,
    );
    const projectionsEqual = canonicalJson(rebuilt.snapshot()) === canonicalJson(live.snapshot());
    const figures = {
      store: kind,
      tournamentType: report.tournamentType,
      game,
      players: report.players,
      entries: report.entries,
      reEntries: report.reEntries,
      addOns: report.addOns,
      colorUps: report.colorUps,
      balancingMoves: report.balancingMoves,
      tablesBroken: report.tablesBroken,
      finalTable: report.finalTable,
      handForHandHands: report.handForHandHands,
      hands: report.hands,
      handsByGame: report.handsByGame,
      commands: report.commands,
      events: report.events,
      wallSeconds: Math.round(report.wallMs / 100) / 10,
      cpuSeconds: Math.round(report.cpuMs / 100) / 10,
      eventsPerSecond: report.eventsPerSecond,
      peakRssMb: report.peakRssMb,
      peakHeapMb: report.peakHeapMb,
      winner: report.winner,
      rejections: report.rejections,
      checks: {
        chipsConserved: checks.chipsConserved,
        everyonePlacedOnce: checks.everyonePlacedOnce,
        hashChainValid: checks.hashChainValid,
        stateEqualsRebuild: checks.stateEqualsRebuild,
        handHistoryEqualsRebuild: withHistory ? projectionsEqual : 'skipped',
        ...checks.format,
      },
    };
    console.log(JSON.stringify(figures, null, 2));
    const ok = Object.values(figures.checks).every(Boolean);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await (store as { close?: () => Promise<void> | void }).close?.();
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
