import type { PortToken } from '../core';
import { createBaseServices, type ContainerOptions } from './base-services';
import { uninstallFeatures } from './installed-features';
import type { Registry } from './registry';

export { BROWSER_NAVIGATOR, CLIENT_CONFIG, type ContainerOptions, type PortOverrides } from './base-services';

/**
 * One running app: the registry (app/registry.ts) with the first page's services defined (app/base-services.ts),
 * into which feature modules (app/feature.ts) define theirs when they load. Core classes carry no decorators and
 * know nothing of it. Tests build one with `createContainer` and replace ports through `options.ports`.
 */
export type Container = Registry;

export function createContainer(options: ContainerOptions = {}): Container {
  return createBaseServices(options);
}

/** Typed access by token: `resolve(container, SESSION)` is a `Session`. */
export function resolve<T>(container: Container, token: PortToken<T>): T {
  return container.get(token);
}

/**
 * Tears the running app down: the feature modules loaded later first (app/feature.ts), then every first-page
 * singleton created so far that has a `dispose()` (use cases, the pending login redirect), newest first, so
 * dependants go before what they depend on.
 */
export function disposeContainer(container: Container): void {
  uninstallFeatures(container);
  container.dispose();
}
