import { Container, type ResolutionContext } from 'inversify';
import type { PortToken } from '../core';
import { BaseServices, createBaseServices, type ContainerOptions } from './base-services';
import { CONTAINER_OPTIONS, uninstallFeatures } from './installed-features';

export { BROWSER_NAVIGATOR, CLIENT_CONFIG, type ContainerOptions, type PortOverrides } from './base-services';

/**
 * The inversify container (docs/architecture.md#the-dependency-rule) over the first page's services (app/base-services.ts): each of their
 * tokens resolves to the same lazily built singleton, so the feature modules loaded later (app/feature.ts) bind
 * into one running app. Core classes carry no decorators. The web app builds it with its first feature module
 * (app/web/lazy-parts.ts); tests build it at once with `createContainer`.
 */
export function containerFor(base: BaseServices): Container {
  const container = new Container();
  basesOf.set(container, base);
  container.bind<ContainerOptions>(CONTAINER_OPTIONS).toConstantValue(base.options);
  for (const token of base.tokens()) container.bind(token).toDynamicValue(() => base.get(token as PortToken<unknown>)).inSingletonScope();
  return container;
}

/** A container over fresh first-page services: one container is one running app (tests replace ports through `options.ports`). */
export function createContainer(options: ContainerOptions = {}): Container {
  return containerFor(createBaseServices(options));
}

/** The first-page services a container was built over. */
export function baseOf(container: Container): BaseServices {
  const base = basesOf.get(container);
  if (!base) throw new Error('not a container made by containerFor');
  return base;
}

/** Typed access by token inside a binding: `fromContext(c, SESSION)` is a `Session`. */
export function fromContext<T>(context: ResolutionContext, token: PortToken<T>): T {
  return context.get<T>(token);
}

/** Typed access by token: `resolve(container, SESSION)` is a `Session`. */
export function resolve<T>(container: Container, token: PortToken<T>): T {
  return container.get<T>(token);
}

const basesOf = new WeakMap<Container, BaseServices>();

/**
 * Tears the running app down: the feature modules loaded later first (app/feature.ts), then every first-page
 * singleton created so far that has a `dispose()` (use cases, the pending login redirect), newest first, so
 * dependants go before what they depend on.
 */
export function disposeContainer(container: Container): void {
  uninstallFeatures(container);
  basesOf.get(container)?.dispose();
}
