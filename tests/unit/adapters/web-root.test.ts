import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createBaseServices } from '../../../app/base-services';
import { favouritesFeature } from '../../../app/features/favourites';
import { loadOnDemand } from '../../../app/web/lazy-parts';
import { uninstallFeatures } from '../../../app/installed-features';
import { resolve } from '../../../app/container';
import { FAVOURITES, HTTP_PORT, SESSION, Session } from '../../../core';
import type { ClientConfig } from '../../../app/config';
import { createFakePorts } from '../../fakes';

const config: ClientConfig = { apiBase: '', chatSocket: 'socketio', socketUrl: undefined };

describe('the web app’s root: one registry, the features defined into it later', () => {
  it('builds the first page’s services lazily, as singletons', () => {
    const fakes = createFakePorts();
    const base = createBaseServices({ config, ports: fakes });
    expect(base.get(SESSION)).toBeInstanceOf(Session);
    expect(base.get(SESSION)).toBe(base.get(SESSION));
    expect(() => base.get(FAVOURITES)).toThrow(/No service for/);
  });

  it('a feature loaded later defines its services into the same registry, over the same instances', async () => {
    const fakes = createFakePorts();
    const base = createBaseServices({ config, ports: fakes });
    const session = base.get(SESSION);
    const favourites = loadOnDemand(base, 'favourites', async () => favouritesFeature);
    expect(base.isBound(FAVOURITES)).toBe(false);
    const loaded = await favourites.load();
    expect(resolve(base, FAVOURITES)).toBe(loaded);
    expect(resolve(base, SESSION)).toBe(session);
    expect(resolve(base, HTTP_PORT)).toBe(base.get(HTTP_PORT));
  });

  it('unloading a feature disposes what it built and forgets its definitions; the first page’s services stay', async () => {
    const fakes = createFakePorts();
    const base = createBaseServices({ config, ports: fakes });
    const session = base.get(SESSION);
    const loaded = await loadOnDemand(base, 'favourites', async () => favouritesFeature).load();
    const disposed = vi.spyOn(loaded, 'dispose');
    uninstallFeatures(base);
    expect(disposed).toHaveBeenCalledTimes(1);
    expect(base.isBound(FAVOURITES)).toBe(false);
    expect(base.get(SESSION)).toBe(session);
    // Installed again, it is built afresh.
    const again = await loadOnDemand(base, 'favourites', async () => favouritesFeature).load();
    expect(again).not.toBe(loaded);
  });

  it('a token is defined once: a second definition is a wiring mistake', () => {
    const base = createBaseServices({ config, ports: createFakePorts() });
    expect(() => base.define(SESSION, () => base.get(SESSION))).toThrow(/already defined/);
  });

  it('home’s static imports never reach the feature machinery (it comes with the first feature module)', () => {
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
    expect([...seen].filter((file) => /app[/\\]feature\.ts$/.test(file))).toEqual([]);
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
