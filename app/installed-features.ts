import type { Registry } from './registry';

/*
 * The record of installed feature modules, apart from app/feature.ts: the first page tears features down without
 * importing the module machinery, which only the late chunks need.
 */

const installed = new WeakMap<Registry, Map<object, { entry: unknown }>>();

export function installedFeatures(registry: Registry): Map<object, { entry: unknown }> {
  let features = installed.get(registry);
  if (!features) installed.set(registry, (features = new Map()));
  return features;
}

/**
 * Unloads every installed feature, the latest first (a feature may use an earlier one, never the reverse): what
 * each one built is disposed and its definitions forgotten.
 */
export function uninstallFeatures(registry: Registry): void {
  const features = installed.get(registry);
  if (!features) return;
  for (const feature of [...features.keys()].reverse()) registry.unload(feature);
  features.clear();
}
