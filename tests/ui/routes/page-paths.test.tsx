import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isAppPagePath } from '../../../core';
import { buildRoutes } from '../../../app/web/routes';

/** Every path of the route table, its parameters filled in ('*', the catch-all, left out). */
function routePaths(routes: readonly RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    const here = route.path === undefined || route.path === '*' ? [] : [own.replace(/:\w+/g, 'abc-12').replace(/\*$/, 'abc-12')];
    return [...here, ...routePaths(route.children ?? [], own)];
  });
}

describe("the server's page paths agree with the client's route table (core/routes/page-paths.ts, issue 38)", () => {
  it('every route of app/web/routes.tsx is a page path the server answers with the page, not a 404', () => {
    const paths = routePaths(buildRoutes({ now: new Date(0) }));
    expect(paths.length).toBeGreaterThan(25);
    for (const path of paths) expect(isAppPagePath(path), path).toBe(true);
  });

  it.each([
    ['/', true],
    ['/oglasi/kategorija/vozila', true],
    ['/oglasi/skopje/', true],
    ['/oglasi/skopje/vozila', true],
    ['/oglas/golf-7-12', true],
    ['/korisnik/moi-oglasi/statistika/12', true],
    ['/info/uslovi-na-koristenje', true],
    ['/nema-takva-strana', false],
    ['/kategorija/vozila', false],
    ['/oglasi/a/b/c', false],
    ['/korisnik/nepostoi', false],
    ['/info/a/b', false],
    ['/admin/x', false],
  ])('%s → %s', (path, expected) => {
    expect(isAppPagePath(path)).toBe(expected);
  });
});
