import type { Container, ContainerModule } from 'inversify';
import { portToken } from '../core';
import type { ContainerOptions } from './base-services';

/*
 * The record of installed feature modules, apart from app/feature.ts: the container (in every page's first
 * download) tears features down without importing the module machinery, which only the late chunks need.
 */

/** The options the container was created with, bound by `createContainer` for the features loaded later. */
export const CONTAINER_OPTIONS = portToken<ContainerOptions>('app.container-options');

const installed = new WeakMap<Container, Map<object, { module: ContainerModule; entry: unknown }>>();

export function installedFeatures(container: Container): Map<object, { module: ContainerModule; entry: unknown }> {
  let features = installed.get(container);
  if (!features) installed.set(container, (features = new Map()));
  return features;
}

/**
 * Unloads every installed feature, the latest first (a feature may use an earlier one, never the reverse):
 * inversify deactivates their singletons, and each one's `dispose()` runs.
 */
export function uninstallFeatures(container: Container): void {
  const features = installed.get(container);
  if (!features) return;
  for (const { module } of [...features.values()].reverse()) container.unload(module);
  features.clear();
}
