/**
 * bench/chat-ratio: issue 42's chat budgets as ratios to the floor of the same run — the bare socket.io relay
 * (bench/chat-load.ts --relay) — at a rate this machine carries without saturating (default 1,000 users × 0.5 msg/s):
 * server CPU per message across 2 processes + Redis ≤ 3× the relay's, one process ≤ 2×, 0 lost and 0 duplicated,
 * p99 beside them. Each mode runs --runs times (default 3), alternating, and the medians are compared.
 * Needs DATABASE_URL (PostgreSQL) and REDIS_URL for the two-process mode; without them only the one-process mode on
 * PGlite runs beside the relay.
 *
 *   DATABASE_URL=postgres://… REDIS_URL=redis://… npx tsx bench/chat-ratio.ts [--users 1000] [--rate 0.5] [--runs 3]
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { median } from './support/median';

const { values: args } = parseArgs({
  options: { users: { type: 'string', default: '1000' }, rate: { type: 'string', default: '0.5' }, runs: { type: 'string', default: '3' }, seconds: { type: 'string', default: '10' } },
  strict: true,
});

interface Figures {
  perMessageMs: number;
  throughput: number;
  p50: number;
  p99: number;
  lost: number;
  duplicated: number;
}

const modes: Array<{ name: string; flags: string[]; budget?: number }> = [
  { name: 'floor: bare socket.io relay', flags: ['--relay'] },
  { name: '1 process', flags: [], budget: 2 },
  ...(process.env.DATABASE_URL && process.env.REDIS_URL ? [{ name: '2 processes, PostgreSQL + Redis', flags: ['--processes', '2'], budget: 3 }] : []),
];

const results = new Map<string, Figures[]>();
for (let run = 1; run <= Number(args.runs); run += 1) {
  for (const mode of modes) {
    const out = path.join(os.tmpdir(), `oglasi-chat-ratio-${run}-${mode.flags.join('') || 'one'}.json`);
    console.log(`\n--- run ${run}: ${mode.name}`);
    const result = spawnSync('npx', ['tsx', 'bench/chat-load.ts', '--users', args.users, '--rate', args.rate, '--seconds', args.seconds, '--json', out, ...mode.flags], { stdio: 'inherit' });
    if (!fs.existsSync(out)) throw new Error(`bench/chat-load.ts (${mode.name}) wrote no figures (exit ${result.status})`);
    results.set(mode.name, [...(results.get(mode.name) ?? []), JSON.parse(fs.readFileSync(out, 'utf8')) as Figures]);
    fs.rmSync(out);
  }
}

const floor = median(results.get(modes[0]!.name)!.map((f) => f.perMessageMs));
console.log(`\nchat, ${args.users} users × ${args.rate} msg/s, median of ${args.runs} runs; server CPU per message against the bare relay's (${floor.toFixed(3)} ms):`);
let missed = false;
for (const mode of modes.slice(1)) {
  const list = results.get(mode.name)!;
  const cpu = median(list.map((f) => f.perMessageMs));
  const lost = Math.max(...list.map((f) => f.lost));
  const duplicated = Math.max(...list.map((f) => f.duplicated));
  const ratio = cpu / floor;
  const met = ratio <= mode.budget! && lost === 0 && duplicated === 0;
  missed ||= !met;
  console.log(
    `  ${mode.name.padEnd(32)} ${cpu.toFixed(3)} ms (${ratio.toFixed(2)}×; budget ≤ ${mode.budget}×), p50 ${median(list.map((f) => f.p50)).toFixed(1)} / p99 ${median(list.map((f) => f.p99)).toFixed(1)} ms, ` +
      `${median(list.map((f) => f.throughput)).toFixed(0)} msg/s, lost ${lost}, duplicated ${duplicated}: ${met ? 'met' : 'MISSED'}`,
  );
}
if (missed && process.env.BENCH_STRICT === '1') process.exit(1);
