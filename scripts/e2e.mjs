// Runs the Playwright journeys in Debian's Chromium against a fresh server with a fresh database.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.log(`e2e: SKIPPED — Chromium not found at ${chromium}. Install it with: apt-get install -y chromium (.ci/run always does).`);
  process.exit(0);
}
const run = (cmd, args, env = {}) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
fs.rmSync('data/e2e', { recursive: true, force: true });
run('npx', ['vite', 'build', '--logLevel', 'warn']);
run('npx', ['playwright', 'test', ...process.argv.slice(2)], { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', CHROMIUM_PATH: chromium });
