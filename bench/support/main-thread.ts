import { chromium } from 'playwright-core';

/**
 * What a page's main thread does while it loads, from a Chromium performance trace (bench/web, BENCH_WEB_TRACE=1).
 *
 * Lighthouse's Total Blocking Time simulates a phone by multiplying the wall time of each task it observed by 4;
 * on this two-core machine, shared with other jobs, wall time swells with the load and TBT with it (the same build
 * read 880–2,090 ms within an hour). A task's *CPU* time (`tdur` in the trace) hardly moves with the load, so the
 * same formula over CPU time — Σ max(0, 4 × cpu − 50 ms) — estimates the TBT a quiet machine would read, and the
 * tasks are listed by what they spent it on, so a change can be judged by the tasks it shortens.
 */
export interface MainThreadTask {
  startMs: number;
  cpuMs: number;
  kind: string;
}

export interface MainThreadReport {
  cpuMs: number;
  tasks: MainThreadTask[];
  /** Σ max(0, 4 × cpu − 50) over the tasks (Lighthouse's mobile CPU slowdown is 4×). */
  blockingEstimateMs: number;
}

const SLOWDOWN = 4;
const BLOCKING_MS = 50;

/** The largest piece of a task names it. */
const KINDS: Array<[RegExp, string]> = [
  [/^v8\.(evaluateModule|compileModule)$/, 'module evaluation'],
  [/^(Layout|UpdateLayoutTree|LocalFrameView::UpdateStyleAndLayout)$/, 'style & layout'],
  [/^ParseHTML$/, 'parse HTML'],
  [/^(MessagePort::Accept)$/, 'React scheduler slice'],
  [/^(TimerFire|FunctionCall|v8\.callFunction|EventDispatch|RunMicrotasks)$/, 'script'],
  [/^(Paint|PrePaint|Commit|RunPaintLifecyclePhase|LocalFrameView::RunPaintLifecyclePhase)$/, 'paint'],
  [/^(LocalWindowProxy::Initialize)$/, 'new document'],
];

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: Record<string, unknown> & { name?: string };
}

function kindOf(task: TraceEvent, inside: TraceEvent[]): string {
  const byKind = new Map<string, number>();
  for (const event of inside) {
    const kind = KINDS.find(([pattern]) => pattern.test(event.name))?.[1];
    if (kind) byKind.set(kind, Math.max(byKind.get(kind) ?? 0, event.dur ?? 0));
  }
  return [...byKind.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? (task.name === 'RunTask' ? 'other' : task.name);
}

/** Loads `url` `runs` times in a fresh phone-sized context and reports each run's main-thread tasks. */
export async function traceMainThread(url: string, chromePath: string, runs = 3): Promise<MainThreadReport[]> {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const reports: MainThreadReport[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      // Lighthouse's mobile viewport (Moto G Power): 412 × 823 at DPR 1.75.
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
      const page = await context.newPage();
      await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1_000);
      const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
      await context.close();
      reports.push(reportOf(events, new URL(url).host));
    }
  } finally {
    await browser.close();
  }
  return reports;
}

function reportOf(events: TraceEvent[], host: string): MainThreadReport {
  // The page's renderer: the process that parsed its HTML (other renderers — a new-tab page — are left out).
  const pagePids = new Set(events.filter((e) => e.name === 'ParseHTML' && JSON.stringify(e.args ?? {}).includes(host)).map((e) => e.pid));
  const mainThreads = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && pagePids.has(e.pid)).map((e) => `${e.pid}:${e.tid}`),
  );
  const onMain = events.filter((e) => e.ph === 'X' && mainThreads.has(`${e.pid}:${e.tid}`));
  const runTasks = onMain.filter((e) => e.name === 'RunTask');
  const start = Math.min(...runTasks.map((e) => e.ts));
  const tasks = runTasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    return { startMs: (task.ts - start) / 1_000, cpuMs: (task.tdur ?? task.dur ?? 0) / 1_000, kind: kindOf(task, inside) };
  });
  return {
    cpuMs: tasks.reduce((sum, task) => sum + task.cpuMs, 0),
    tasks,
    blockingEstimateMs: tasks.reduce((sum, task) => sum + Math.max(0, SLOWDOWN * task.cpuMs - BLOCKING_MS), 0),
  };
}

/** The run with the median estimate, its long tasks (over 50 ms once slowed down) by kind. */
export function describeMainThread(reports: MainThreadReport[]): string[] {
  const sorted = [...reports].sort((a, b) => a.blockingEstimateMs - b.blockingEstimateMs);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) return ['    main thread: no trace'];
  const long = median.tasks.filter((task) => SLOWDOWN * task.cpuMs > BLOCKING_MS).sort((a, b) => b.cpuMs - a.cpuMs);
  const byKind = new Map<string, number>();
  for (const task of long) byKind.set(task.kind, (byKind.get(task.kind) ?? 0) + Math.max(0, SLOWDOWN * task.cpuMs - BLOCKING_MS));
  return [
    `    main thread (CPU time, median of ${reports.length}): ${median.cpuMs.toFixed(0)} ms in all; TBT estimated from CPU time ${median.blockingEstimateMs.toFixed(0)} ms (runs: ${sorted.map((r) => r.blockingEstimateMs.toFixed(0)).join(', ')})`,
    `    long tasks (CPU ms, kind):  ${long.map((task) => `${task.cpuMs.toFixed(0)} ${task.kind}`).join(' · ') || 'none'}`,
    `    blocking by kind (ms):      ${[...byKind.entries()].sort((a, b) => b[1] - a[1]).map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`).join(' · ') || '-'}`,
  ];
}
