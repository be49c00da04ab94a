import cluster, { type Worker } from 'node:cluster';

/** WORKERS: how many server processes `npm run serve` starts on the one port (unset, 0 or 1: this process only). */
export function workerCount(value: string | undefined): number {
  const n = Number(value ?? 1);
  return Number.isInteger(n) && n > 1 ? Math.min(n, 64) : 1;
}

/**
 * The primary of `WORKERS=N npm run serve` (node:cluster): forks N workers that all listen on the same port (the
 * primary accepts connections and hands them out round-robin; the chat is websocket-only, so a socket's one
 * connection stays with one worker and no sticky sessions are needed). A worker that dies is replaced, with a
 * growing pause when they keep dying (no crash loop hammering the database). SIGTERM/SIGINT: every worker drains
 * (server/main.ts), then the primary exits.
 */
export async function runPrimary(workers: number, port: number): Promise<void> {
  let stopping = false;
  let recentDeaths = 0;
  const fork = (): Worker => cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    recentDeaths += 1;
    const pause = Math.min(30_000, 500 * 2 ** Math.min(recentDeaths - 1, 6));
    console.error(`Oglasi: worker ${worker.process.pid} exited (${signal ?? code}); a new one in ${pause} ms`);
    setTimeout(fork, pause);
    setTimeout(() => (recentDeaths = Math.max(0, recentDeaths - 1)), 60_000).unref();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`Oglasi: ${signal}, draining ${Object.keys(cluster.workers ?? {}).length} workers`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(1), 20_000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  for (let i = 0; i < workers; i += 1) fork();
  console.log(`Oglasi: ${workers} workers on port ${port} (primary pid ${process.pid})`);
}
