// Prints one closing line over the runners' JSON reports: "LABEL: N passed, N failed" (CI reads it).
// Usage: node scripts/test-summary.mjs [label] [vitest-report] [e2e-report]
import fs from 'node:fs';

const [label = 'tests', vitestFile = 'reports/vitest.json', e2eFile = 'reports/e2e.json'] = process.argv.slice(2);
const firstLine = (text) => String(text ?? '').split('\n').find((line) => line.trim() !== '')?.trim().slice(0, 300) ?? '';
const read = (file) => (file && fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined);
let passed = 0;
let failed = 0;
let skipped = 0;
/** What failed, named: CI keeps only the tail of the log, and a count alone does not say what to look at. */
const failures = [];
const vitest = read(vitestFile);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests + (vitest.success ? 0 : vitest.numFailedTests === 0 ? 1 : 0);
  skipped += vitest.numPendingTests + vitest.numTodoTests;
  for (const file of vitest.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) failures.push(`${file.name}: ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // A file that failed without a failed test (an error in a hook or while loading it).
    if (file.status === 'failed' && failedTests.length === 0) failures.push(`${file.name}: ${firstLine(file.message)}`);
  }
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
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        if (test.status === 'flaky') flaky.push(`[${test.projectName}] ${spec.file}:${spec.line} ${spec.title}`);
        if (test.status === 'unexpected') failures.push(`[${test.projectName}] ${spec.file}:${spec.line} ${spec.title}: ${firstLine(test.results?.at(-1)?.error?.message)}`);
      }
  };
  for (const suite of e2e.suites ?? []) walk(suite);
  passed += flaky.length;
}
console.log(`${label}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}${flaky.length ? `, ${flaky.length} of them passed only on their retry:` : ''}`);
for (const name of flaky) console.log(`  flaky: ${name}`);
for (const name of failures) console.log(`  failed: ${name}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
