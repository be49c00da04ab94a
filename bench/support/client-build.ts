import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** What the client build is made of (vite.config.ts's inputs and what they import); node_modules through the lock file. */
const SOURCES = ['index.html', 'vite.config.ts', 'package-lock.json', 'app', 'ui', 'core', 'adapters', 'public'];

function newestChange(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

/**
 * The production client in `outDir` (default dist/, what the server serves), built with `vite build` when it is
 * missing or older than any of its sources — a bench measures the code as it is in the tree, never a stale build.
 * Answers whether it built.
 */
export function ensureClientBuild(outDir = 'dist'): boolean {
  const built = fs.statSync(path.join(outDir, 'index.html'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (built > Math.max(...SOURCES.map(newestChange))) return false;
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('vite build failed');
  return true;
}
