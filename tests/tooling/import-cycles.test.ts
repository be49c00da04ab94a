import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Relative imports (type-only ones included) of every .ts/.tsx file below `root`. */
function importGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(file)) graph.set(file, []);
    }
  };
  walk(root);
  for (const file of graph.keys()) {
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(/from '(\.[^']+)'/g)) {
      const base = path.join(path.dirname(file), match[1] ?? '');
      const target = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => graph.has(candidate));
      if (target) graph.get(file)?.push(target);
    }
  }
  return graph;
}

/** Groups of files that import each other in a circle (Tarjan's strongly connected components, size > 1). */
function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) found.push(group);
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('no import cycles', () => {
  it('server/ has none (the app context type lives apart from the app that imports its parts)', () => {
    expect(cycles(importGraph('server'))).toEqual([]);
  });

  it('the check finds a cycle when there is one', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(cycles(graph).map((group) => group.sort())).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });
});
