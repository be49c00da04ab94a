import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A pointer in the repository must lead somewhere a maintainer who cloned it can follow (issue 37):
 * - every `docs/…` path cited in a source file, a doc or a comment exists (with an `#anchor`, the file counts; a
 *   decision record may be named by its number alone, as in `docs/decisions/093`);
 * - every relative markdown link resolves from the folder of the file that holds it;
 * - nothing outside docs/decisions/ (history, left as written) cites the product specification or the design guide
 *   that lived outside the repository: the rules they held are in docs/product/ and docs/architecture.md now.
 */
const ROOT = path.resolve(__dirname, '../..');
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'data', 'reports', '.git', 'test-results', 'playwright-report', '.vite', '.results']);
const TEXT_FILE = /\.(?:ts|tsx|js|mjs|cjs|md|css|html|json|ya?ml|sh)$/;
const HISTORY = 'docs/decisions/';

// Built from parts so that this file does not cite what it forbids.
const OUTSIDE_REFERENCE = new RegExp(['SPEC' + ' §', 'SPEC\\.md', 'DESIGN\\.md', 'DESIGN' + ' §', '\\.\\./shared/'].join('|'));
/** `docs/…` at the start of a path (not `x/docs/…`, not `../docs/…`, which markdown links cover), up to an anchor. */
const DOCS_PATH = /(?<![\w./-])docs\/[\w./-]*/g;
/** Markdown inline links and images: `[text](target)` or `[text](<target>)`, an optional title after a space. */
const MARKDOWN_LINK = /\]\(<?([^)\s>]+)>?(?:\s+"[^"]*")?\)/g;

function textFiles(dir: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) textFiles(path.join(dir, entry.name), found);
    } else if (TEXT_FILE.test(entry.name) && entry.name !== 'package-lock.json') {
      found.push(path.join(dir, entry.name));
    }
  }
  return found;
}

/** Does `relative` (to the repository root) name a file or folder, or a decision record by its number prefix? */
function existsInRepository(relative: string, exists: (relative: string) => boolean, list: (folder: string) => string[]): boolean {
  const target = path.posix.normalize(relative.replace(/\/+$/, ''));
  if (target.startsWith('..')) return false;
  if (exists(target)) return true;
  const folder = path.posix.dirname(target);
  const name = path.posix.basename(target);
  return /^\d{3}$/.test(name) && list(folder).some((entry) => entry.startsWith(`${name}-`));
}

export interface Problem {
  file: string;
  line: number;
  problem: string;
}

/** The problems of one file's text; `file` is relative to the repository root, with forward slashes. */
export function problemsOf(
  file: string,
  text: string,
  exists: (relative: string) => boolean,
  list: (folder: string) => string[],
): Problem[] {
  const problems: Problem[] = [];
  const lines = text.split('\n');
  const isMarkdown = file.endsWith('.md');
  lines.forEach((line, index) => {
    const at = (problem: string) => problems.push({ file, line: index + 1, problem });
    if (!file.startsWith(HISTORY)) {
      const outside = OUTSIDE_REFERENCE.exec(line);
      if (outside) at(`cites a document outside the repository: "${outside[0]}"`);
    }
    for (const match of line.matchAll(DOCS_PATH)) {
      // A sentence's full stop or a glob is not part of the path.
      const cited = match[0].replace(/[.]+$/, '');
      if (cited.includes('*') || cited === 'docs/') continue;
      if (!existsInRepository(cited, exists, list)) at(`${cited} does not exist`);
    }
    if (isMarkdown) {
      for (const match of line.matchAll(MARKDOWN_LINK)) {
        const target = (match[1] ?? '').split('#')[0]?.split('?')[0] ?? '';
        if (target === '' || /^[a-z][a-z+.-]*:/i.test(target) || target.startsWith('/')) continue;
        const resolved = path.posix.join(path.posix.dirname(file), decodeURI(target));
        if (!existsInRepository(resolved, exists, list)) at(`link ${match[1]} resolves to ${resolved}, which does not exist`);
      }
    }
  });
  return problems;
}

const onDisk = (relative: string) => fs.existsSync(path.join(ROOT, relative));
const listDisk = (folder: string) => {
  try {
    return fs.readdirSync(path.join(ROOT, folder));
  } catch {
    return [];
  }
};

describe('docs links: every pointer leads to a file in the repository', () => {
  it('finds no dangling docs/ path or markdown link, and no reference to a document outside the repository', () => {
    const problems = textFiles(ROOT).flatMap((absolute) => {
      const file = path.relative(ROOT, absolute).split(path.sep).join('/');
      return problemsOf(file, fs.readFileSync(absolute, 'utf8'), onDisk, listDisk);
    });
    expect(problems.map((p) => `${p.file}:${p.line}: ${p.problem}`)).toEqual([]);
  });

  it('reads the whole repository but the skipped folders', () => {
    const files = textFiles(ROOT).map((absolute) => path.relative(ROOT, absolute).split(path.sep).join('/'));
    expect(files).toContain('docs/product/README.md');
    expect(files).toContain('eslint.config.js');
    expect(files.some((file) => file.startsWith('node_modules/') || file.includes('/node_modules/'))).toBe(false);
  });

  describe('the checker itself', () => {
    // Sample paths are built from parts so that the scan of this very file does not report them.
    const D = 'docs';
    const files = new Set(['docs/api.md', 'docs/product/accounts.md', 'docs/decisions/021-slug-transliteration.md']);
    const folders = new Set(['docs', 'docs/product', 'docs/decisions']);
    const exists = (relative: string) => files.has(relative) || folders.has(relative);
    const list = (folder: string) => [...files].filter((file) => path.posix.dirname(file) === folder).map((file) => path.posix.basename(file));
    const check = (file: string, text: string) => problemsOf(file, text, exists, list).map((p) => p.problem);

    it('accepts existing paths, anchors, decision numbers and a full stop after the path', () => {
      expect(check('core/a.ts', `// see ${D}/product/accounts.md#validation and ${D}/api.md.`)).toEqual([]);
      expect(check('core/a.ts', `// ${D}/decisions/021 and ${D}/decisions/021-slug-transliteration.md`)).toEqual([]);
      expect(check(`${D}/product/x.md`, 'See [api](../api.md#accounts) and [here](accounts.md), [web](https://example.org/a.md).')).toEqual([]);
    });

    it('fails on a docs/ path that does not exist', () => {
      expect(check('core/a.ts', `// ${D}/decisions/001-uploads-over-xhr.md`)).toEqual([
        `${D}/decisions/001-uploads-over-xhr.md does not exist`,
      ]);
      expect(check('core/a.ts', `// ${D}/decisions/099`)).toHaveLength(1);
    });

    it('fails on a relative markdown link that resolves to nothing', () => {
      expect(check(`${D}/product/x.md`, 'See [api](api.md).')).toEqual([
        `link api.md resolves to ${D}/product/api.md, which does not exist`,
      ]);
    });

    it('fails on a reference to a document outside the repository, except in decision records', () => {
      const cited = ['SPEC' + ' §5', 'SPEC' + '.md', 'DESIGN' + '.md §2', 'DESIGN' + ' §9', '../' + 'shared/notes.md'];
      for (const text of cited) expect(check('core/a.ts', `// ${text}`)).toHaveLength(1);
      expect(check(`${D}/decisions/021-slug-transliteration.md`, 'SPEC' + ' §2 said so')).toEqual([]);
    });
  });
});
