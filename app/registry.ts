import type { PortToken } from '../core';
import type { ContainerOptions } from './base-services';

/** How a service is built: from the others, by token. */
export type Build<T> = (get: <D>(token: PortToken<D>) => D) => T;

/** Who defined a service: the first page (app/base-services.ts) or a feature module loaded later (app/feature.ts). */
type Owner = object | 'first-page';

/**
 * The web app's one registry (docs/decisions/153-one-registry.md): services by token, each built on its first `get`
 * (a singleton, in dependency order) and remembered so it can be disposed. The first page defines its services
 * (app/base-services.ts); a feature module loaded later (app/feature.ts) defines its own into the same registry, and
 * unloading the feature disposes what it built and forgets its definitions.
 */
export class Registry {
  private readonly builders = new Map<symbol, { build: Build<unknown>; owner: Owner }>();
  private readonly built = new Map<symbol, unknown>();
  /** Built instances in creation order, with the token that built them (disposed newest first). */
  private readonly created: { token: symbol; instance: unknown }[] = [];

  constructor(readonly options: ContainerOptions) {}

  /** Defines `token`; a token is defined once (a second definition is a wiring mistake, not an override). */
  define<T>(token: PortToken<T>, build: Build<T>, owner: Owner = 'first-page'): void {
    if (this.builders.has(token)) throw new Error(`${describe(token)} is already defined`);
    this.builders.set(token, { build, owner });
  }

  isBound(token: PortToken<unknown>): boolean {
    return this.builders.has(token);
  }

  /** Typed access by token: `registry.get(SESSION)` is a `Session`. */
  readonly get = <T>(token: PortToken<T>): T => {
    if (this.built.has(token)) return this.built.get(token) as T;
    const definition = this.builders.get(token);
    if (!definition) throw new Error(`No service for ${describe(token)}`);
    const instance = definition.build(this.get) as T;
    this.built.set(token, instance);
    this.created.push({ token, instance });
    return instance;
  };

  /** Disposes what `owner`'s definitions built (newest first) and forgets the definitions. */
  unload(owner: object): void {
    const tokens = new Set([...this.builders].filter(([, definition]) => definition.owner === owner).map(([token]) => token));
    this.disposeWhere((entry) => tokens.has(entry.token));
    for (const token of tokens) this.builders.delete(token);
  }

  /** Disposes every service built so far that has a `dispose()`, newest first (dependants before dependencies). */
  dispose(): void {
    this.disposeWhere(() => true);
  }

  private disposeWhere(matches: (entry: { token: symbol; instance: unknown }) => boolean): void {
    const leaving = this.created.filter(matches);
    for (const { token, instance } of [...leaving].reverse()) {
      this.built.delete(token);
      (instance as { dispose?: () => void }).dispose?.();
    }
    const staying = this.created.filter((entry) => !matches(entry));
    this.created.length = 0;
    this.created.push(...staying);
  }
}

function describe(token: symbol): string {
  return token.description ?? String(token);
}
