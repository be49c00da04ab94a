import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every user-visible text comes from the message catalogue (core/i18n/mk and its twin sq): a Macedonian or Albanian
 * text written into a ui/ or app/ file would show in that language whatever the reader chose (issue 23). This reads
 * every .ts/.tsx file there with the TypeScript parser and fails on a string literal, template text or JSX text
 * that is Macedonian (Cyrillic letters) or Albanian (ë, ç, or one of its common words). Comments are not texts and
 * are not read: the product's exact Macedonian texts are quoted in them on purpose.
 *
 * Not here on purpose: each language's own name ('Македонски', 'Shqip', 'МК', 'SQ') lives in core
 * (`LANGUAGE_NAMES`, core/i18n/language-choice.ts), because it does not change with the interface language.
 */
const ROOTS = ['ui', 'app'];
const CYRILLIC = /[\u0400-\u04FF]/;
const ALBANIAN_LETTERS = /[ëçËÇ]/;
/** Frequent Albanian words with no ë or ç, as whole words of a literal that has a space (a sentence, not a key). */
const ALBANIAN_WORDS = /(?:^|[\s(])(?:dhe|nuk|juaj|jeni|shpallje|shpalljet|shpalljen|hyni|regjistrohu|fjalëkalimi)(?=$|[\s.,!?:)])/i;

/**
 * Literals that are right where they are, each with its reason: `file` relative to the repository, `text` exact.
 * An entry nothing matches any more fails the test, so this list cannot go stale.
 */
const ALLOWED: readonly { file: string; text: string; reason: string }[] = [
  {
    file: 'app/embed/loader.ts',
    text: 'Пораки на Огласи',
    reason: "the partner page's loader is a few KB that runs before any of our chunks: it names its frame for screen readers in both languages itself instead of fetching the catalogue (the Albanian title beside it has no Cyrillic)",
  },
];

interface Finding {
  file: string;
  line: number;
  text: string;
}

function languageOf(text: string): 'mk' | 'sq' | null {
  if (CYRILLIC.test(text)) return 'mk';
  if (ALBANIAN_LETTERS.test(text) || (text.includes(' ') && ALBANIAN_WORDS.test(text))) return 'sq';
  return null;
}

function literalsIn(file: string, source: string): Finding[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: Finding[] = [];
  const visit = (node: ts.Node) => {
    const isText = ts.isStringLiteralLike(node) || ts.isJsxText(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node);
    if (isText && languageOf(node.text) !== null) {
      found.push({ file, line: tree.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: node.text.trim() });
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

function sourceFiles(root: string): string[] {
  return fs.readdirSync(root, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(root, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

describe('no Macedonian or Albanian text outside the catalogue (ui/, app/)', () => {
  it('the detector finds texts in strings, templates and JSX, in both languages, and ignores comments and code', () => {
    const sample = [
      "// 'Здраво' in a comment is documentation",
      "const a = 'Зачувај';",
      'const b = `Kërko ${x}`;',
      'const c = <p>Hyni dhe shikoni</p>;',
      '/** Shpallje dhe më shumë */',
      "const d = 'Shpallje';", // one word: a key or a name as much as a text
      "const e = '/korisnik/najava';",
      "const f = <span aria-label=\"Затвори\" />;",
    ].join('\n');
    expect(literalsIn('sample.tsx', sample).map((finding) => finding.text)).toEqual(['Зачувај', 'Kërko', 'Hyni dhe shikoni', 'Затвори']);
  });

  it('every ui/ and app/ file passes (move a text into core/i18n/mk and sq, or allow it here with a reason)', () => {
    const findings = ROOTS.flatMap(sourceFiles).flatMap((file) => literalsIn(file.split(path.sep).join('/'), fs.readFileSync(file, 'utf8')));
    const allowed = (finding: Finding) => ALLOWED.some((entry) => entry.file === finding.file && entry.text === finding.text);
    expect(findings.filter((finding) => !allowed(finding))).toEqual([]);
    const stale = ALLOWED.filter((entry) => !findings.some((finding) => finding.file === entry.file && finding.text === entry.text));
    expect(stale).toEqual([]);
  });
});
