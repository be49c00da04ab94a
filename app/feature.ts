import type { PortToken } from '../core';
import type { ContainerOptions } from './base-services';
import type { Container } from './container';
import { installedFeatures } from './installed-features';
import type { Build } from './registry';

/**
 * A feature module: a part of the composition root that the web app loads late (its own chunk, by dynamic
 * import) — the chat, the onboarding checklist, the favourites, and every screen family after them. Like Theia's
 * ContainerModules: the bindings are defined into the app's one registry (app/registry.ts) under the feature's
 * name, and what they build is disposed when the feature is unloaded (`disposeContainer`). One documented start
 * phase: `start` runs once, right after the bindings are defined, and returns the feature's entry point.
 */
export interface Feature<T> {
  /** For logs and errors. */
  readonly name: string;
  /** The bindings, given the container's options (port overrides in tests and embeds). */
  bindings(define: FeatureBindings, options: ContainerOptions): void;
  /** The start phase; runs once per container. */
  start(container: Container): T;
}

/** What a feature's `bindings` may do: bind singletons by token (each disposed on unload), and ask what is bound. */
export interface FeatureBindings {
  singleton<S>(token: PortToken<S>, build: Build<S>): void;
  isBound(token: PortToken<unknown>): boolean;
}

/**
 * Loads `feature`'s bindings into `container` and runs its start phase — once: installing it again (a second
 * sign-in, two concurrent loads that both arrive) returns the same entry point.
 */
export function installFeature<T>(container: Container, feature: Feature<T>): T {
  const features = installedFeatures(container);
  const existing = features.get(feature);
  if (existing) return existing.entry as T;
  feature.bindings(
    { singleton: (token, build) => container.define(token, build, feature), isBound: (token) => container.isBound(token) },
    container.options,
  );
  const record = { entry: undefined as unknown };
  features.set(feature, record);
  record.entry = feature.start(container);
  return record.entry as T;
}

/** True once `feature` is installed in `container`. */
export function isInstalled(container: Container, feature: Feature<unknown>): boolean {
  return installedFeatures(container).has(feature);
}
