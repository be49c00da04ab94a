import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createBaseServices } from '../../../app/base-services';
import { favouritesFeature } from '../../../app/features/favourites';
import { appRoot, loadOnDemand } from '../../../app/web/lazy-parts';
import { resolve } from '../../../app/container';
import { FAVOURITES, HTTP_PORT, SESSION, Session } from '../../../core';
import type { ClientConfig } from '../../../app/config';
import { createFakePorts } from '../../fakes';

const config: ClientConfig = { apiBase: '', chatSocket: 'socketio', socketUrl: undefined, googleClientId: null };

describe('the web app’s root: the first page without the container', () => {
  it('builds the first page’s services by hand, lazily, as singletons', () => {
    const fakes = createFakePorts();
    const base = createBaseServices({ config, ports: fakes });
    expect(base.get(SESSION)).toBeInstanceOf(Session);
    expect(base.get(SESSION)).toBe(base.get(SESSION));
    expect(() => base.get(FAVOURITES)).toThrow(/No first-page service/);
  });

  it('builds the inversify container once, with the first feature, over the same instances', async () => {
    const fakes = createFakePorts();
    const base = createBaseServices({ config, ports: fakes });
    const session = base.get(SESSION);
    const root = appRoot(base);
    const containerSpy = vi.spyOn(root, 'container');
    const favourites = loadOnDemand(root, 'favourites', async () => favouritesFeature);
    expect(containerSpy).not.toHaveBeenCalled();
    const loaded = await favourites.load();
    const container = await root.container();
    expect(await root.container()).toBe(container);
    expect(resolve(container, SESSION)).toBe(session);
    expect(resolve(container, HTTP_PORT)).toBe(base.get(HTTP_PORT));
    expect(resolve(container, FAVOURITES)).toBe(loaded);
  });

  it('home’s static imports never reach inversify (it comes with the first feature module)', () => {
    const seen = new Set<string>();
    const reached: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = fs.readFileSync(file, 'utf8');
      // Value imports and re-exports only: `import type` is erased, `import('…')` is a chunk of its own.
      for (const match of source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)) {
        const specifier = match[1] as string;
        if (!specifier.startsWith('.')) {
          reached.push(`${path.relative(process.cwd(), file)} → ${specifier}`);
          continue;
        }
        const target = resolveSource(path.resolve(path.dirname(file), specifier));
        if (target) visit(target);
      }
    };
    visit(path.resolve('app/web/main.tsx'));
    expect(seen.size).toBeGreaterThan(50);
    expect(reached.filter((edge) => /→ (inversify|@inversifyjs\/|reflect-metadata)/.test(edge))).toEqual([]);
    // The not-found page is a chunk of its own (issue 38): home's first download does not carry it.
    expect([...seen].filter((file) => /not-found[/\\]NotFoundScreen/.test(file))).toEqual([]);
    // The check sees the packages home does import (it would miss nothing it is meant to see).
    expect(reached.some((edge) => edge.endsWith('→ react-dom/client'))).toBe(true);
  });
});

function resolveSource(base: string): string | undefined {
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) return candidate;
  }
  return undefined;
}
