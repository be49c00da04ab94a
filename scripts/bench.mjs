// `npm run bench` runs every benchmark in bench/; `npm run bench -- NAME` runs bench/NAME.ts (or bench/NAME/index.ts);
// flags after the names go to each chosen bench (`npm run bench -- capacity --users 1000`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const entries = fs.readdirSync('bench', { withFileTypes: true })
  .map((e) => (e.isDirectory() ? path.join('bench', e.name, 'index.ts') : path.join('bench', e.name)))
  .filter((file) => file.endsWith('.ts') && fs.existsSync(file));
const firstFlag = process.argv.slice(2).findIndex((arg) => arg.startsWith('--'));
const wanted = firstFlag < 0 ? process.argv.slice(2) : process.argv.slice(2, 2 + firstFlag);
const flags = firstFlag < 0 ? [] : process.argv.slice(2 + firstFlag);
const chosen = wanted.length ? entries.filter((file) => wanted.some((name) => file.includes(name))) : entries;
if (chosen.length === 0) {
  console.log(`no benchmark matches ${wanted.join(', ') || '(none present)'}; available: ${entries.join(', ')}`);
  process.exit(wanted.length ? 1 : 0);
}
let failed = false;
for (const file of chosen) {
  console.log(`\n=== ${file}`);
  const result = spawnSync('node', ['--import', 'tsx', file, ...flags], { stdio: 'inherit' });
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
