/**
 * `npm run bench -- bundle`: builds the production client and prints its chunk list — size, gzip size, whether
 * the home page loads it (the entry's static import graph, i.e. what index.html pulls in) — and which chunk
 * holds socket.io-client. Done when socket.io-client sits in a chunk the home page does not load: the socket
 * adapter imports it dynamically on the first connect, which needs a token (docs/architecture.md#reliability-and-security-rules).
 * Exit code 1 when socket.io-client is in the home page's static graph.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import type { OutputChunk, RolldownOutput } from 'rolldown';

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oglasi-bundle-'));
const started = Date.now();
const result = await build({ configFile: path.resolve('vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap: false } });
const outputs = (Array.isArray(result) ? result : [result]) as RolldownOutput[];
const chunks = outputs.flatMap((output) => output.output.filter((item): item is OutputChunk => item.type === 'chunk'));
const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));

// What the home page downloads up front: index.html's entry and everything it imports statically.
// (Other entries, such as the chat embed, are separate pages.)
const eager = new Set<string>();
const visit = (fileName: string) => {
  if (eager.has(fileName)) return;
  eager.add(fileName);
  for (const imported of byName.get(fileName)?.imports ?? []) visit(imported);
};
const entries = chunks.filter((chunk) => chunk.isEntry);
const rootHtml = path.resolve('index.html');
const home = entries.find((chunk) => chunk.facadeModuleId === rootHtml) ?? entries.find((chunk) => /^(index|main)$/.test(chunk.name)) ?? entries[0];
if (home) visit(home.fileName);

const holds = (chunk: OutputChunk, pkg: string) => Object.keys(chunk.modules).some((id) => id.includes(`/node_modules/${pkg}/`));
const ORDER = ['entry', 'eager', 'other entry', 'lazy'];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const rows = chunks
  .map((chunk) => ({
    chunk: chunk.fileName,
    size: chunk.code.length,
    gzip: gzipSync(chunk.code).length,
    loaded: chunk === home ? 'entry' : eager.has(chunk.fileName) ? 'eager' : chunk.isEntry ? 'other entry' : 'lazy',
    socketIo: holds(chunk, 'socket.io-client') || holds(chunk, 'engine.io-client'),
  }))
  .sort((a, b) => (a.loaded === b.loaded ? b.size - a.size : ORDER.indexOf(a.loaded) - ORDER.indexOf(b.loaded)));

console.log(`production build in ${((Date.now() - started) / 1000).toFixed(1)} s → ${outDir}\n`);
console.log(`${'chunk'.padEnd(48)} ${'size'.padStart(10)} ${'gzip'.padStart(10)}  home page    socket.io-client`);
for (const row of rows) {
  console.log(`${row.chunk.padEnd(48)} ${kb(row.size).padStart(10)} ${kb(row.gzip).padStart(10)}  ${row.loaded.padEnd(11)}  ${row.socketIo ? 'yes' : ''}`);
}
const eagerRows = rows.filter((row) => row.loaded === 'entry' || row.loaded === 'eager');
console.log(`\nhome page (entry + static imports): ${kb(eagerRows.reduce((n, r) => n + r.size, 0))}, gzip ${kb(eagerRows.reduce((n, r) => n + r.gzip, 0))}`);

const socketChunks = rows.filter((row) => row.socketIo);
fs.rmSync(outDir, { recursive: true, force: true });
if (socketChunks.length === 0) {
  console.log('socket.io-client: not in the build (nothing imports the socket adapter yet)');
} else if (socketChunks.some((row) => row.loaded === 'entry' || row.loaded === 'eager')) {
  console.log(`FAIL socket.io-client is loaded by the home page: ${socketChunks.map((row) => row.chunk).join(', ')}`);
  process.exit(1);
} else {
  console.log(`OK socket.io-client is lazy: ${socketChunks.map((row) => `${row.chunk} (${kb(row.gzip)} gzip)`).join(', ')} — loaded on the first chat connect`);
}
