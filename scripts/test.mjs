// `npm test`: typecheck, lint, unit + ui + server/contract (vitest), e2e (Playwright in Chromium), then one summary line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

fs.rmSync('reports', { recursive: true, force: true });
const steps = [
  ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['unit, ui, server and contract tests', 'npx', ['vitest', 'run']],
  ['end-to-end tests', 'node', ['scripts/e2e.mjs']],
];
let failedStep;
for (const [name, cmd, args] of steps) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    failedStep = name;
    if (name === 'typecheck' || name === 'lint') break;
  }
}
const summary = spawnSync('node', ['scripts/test-summary.mjs'], { stdio: 'inherit' });
if (failedStep) console.log(`FAILED at: ${failedStep}`);
process.exit(failedStep || summary.status !== 0 ? 1 : 0);
