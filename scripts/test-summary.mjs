// Prints one closing line over the runners' JSON reports: "LABEL: N passed, N failed" (CI reads it).
// Usage: node scripts/test-summary.mjs [label] [vitest-report] [e2e-report]
import fs from 'node:fs';

const [label = 'tests', vitestFile = 'reports/vitest.json', e2eFile = 'reports/e2e.json'] = process.argv.slice(2);
const read = (file) => (file && fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined);
let passed = 0;
let failed = 0;
let skipped = 0;
const vitest = read(vitestFile);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests + (vitest.success ? 0 : vitest.numFailedTests === 0 ? 1 : 0);
  skipped += vitest.numPendingTests + vitest.numTodoTests;
}
const e2e = read(e2eFile);
/** Journeys that failed once and passed on their one retry (playwright.config.ts, docs/decisions/168): named, not hidden. */
const flaky = [];
if (e2e) {
  passed += e2e.stats.expected;
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped;
  const walk = (suite) => {
    for (const child of suite.suites ?? []) walk(child);
    for (const spec of suite.specs ?? []) for (const test of spec.tests) if (test.status === 'flaky') flaky.push(`[${test.projectName}] ${spec.file}:${spec.line} ${spec.title}`);
  };
  for (const suite of e2e.suites ?? []) walk(suite);
  passed += flaky.length;
}
console.log(`${label}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}${flaky.length ? `, ${flaky.length} of them passed only on their retry:` : ''}`);
for (const name of flaky) console.log(`  flaky: ${name}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
