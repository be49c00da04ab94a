import { spawn } from 'node:child_process';

/**
 * The real server (server/main.ts) in a child process, as visitors get it, for the benches that drive a browser
 * against it (bench/web, bench/web-chat, bench/web-inp). `env` says which database, uploads and client build.
 */
export interface RunningServer {
  /** http://localhost:PORT */
  url: string;
  stop(): void;
}

export async function startServer({ port, env, timeoutMs = 180_000 }: { port: number; env: Record<string, string>; timeoutMs?: number }): Promise<RunningServer> {
  const child = spawn('node', ['--import', 'tsx', 'server/main.ts'], { env: { ...process.env, PORT: String(port), ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  // A bench that throws or exits early must not leave the server holding its port.
  process.on('exit', stop);
  const url = `http://localhost:${port}`;
  if (!(await waitForServer(`${url}/api/health`, timeoutMs, () => child.exitCode !== null))) {
    stop();
    throw new Error(`the server did not start on port ${port}`);
  }
  return { url, stop };
}

/** Polls `url` until it answers 2xx (true), the time is up or `gaveUp` says the server is gone (false). */
async function waitForServer(url: string, timeoutMs: number, gaveUp: () => boolean): Promise<boolean> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs && !gaveUp()) {
    if (await fetch(url).then((response) => response.ok, () => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}
