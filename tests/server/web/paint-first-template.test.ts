import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paintFirstTemplate } from '../../../server/web/paint-first-template';
import { testFilesDir } from '../helpers/test-server';

/** index.html as vite writes it: the entry script and its modulepreloads in the head (decision 145 rewrites them). */
const TEMPLATE = [
  '<!doctype html><html lang="mk"><head><title>Огласи</title>',
  '    <script type="module" crossorigin src="/assets/main-Dq1.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/react-Dl2.js">',
  '    <link rel="modulepreload" crossorigin href="/assets/i18n-DM3.js">',
  '    <link rel="stylesheet" crossorigin href="/assets/main-CS4.css">',
  '</head><body><div id="boot"></div><div id="root"></div></body></html>',
].join('\n');

function clientDir(name: string, loader?: string): string {
  const dir = testFilesDir(name);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  if (loader) fs.writeFileSync(path.join(dir, 'assets', loader), '');
  return dir;
}

describe('index.html: the app is started by the paint-first loader', () => {
  it('names the entry and every module it preloads on the loader, and leaves no script or modulepreload behind', () => {
    const html = paintFirstTemplate(TEMPLATE, clientDir('paint-first', 'paint-first-Cr5.js'));
    expect(html).toContain('<script type="module" src="/assets/paint-first-Cr5.js" data-entry="/assets/main-Dq1.js" data-preload="/assets/react-Dl2.js /assets/i18n-DM3.js"></script>');
    expect(html).not.toContain('modulepreload');
    expect(html.match(/<script/g)).toHaveLength(1);
    // Styles are not scripts: their link stays (server/web/inline-styles.ts inlines it).
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/main-CS4.css">');
  });

  it('serves a build without the loader as vite wrote it', () => {
    expect(paintFirstTemplate(TEMPLATE, clientDir('paint-first-none'))).toBe(TEMPLATE);
    expect(paintFirstTemplate(TEMPLATE, path.join(testFilesDir('paint-first-missing'), 'nowhere'))).toBe(TEMPLATE);
  });
});
