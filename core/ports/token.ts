/**
 * An injection token: a unique symbol that also carries the port's type, so the composition root
 * (app/registry.ts) can define it without core depending on the app.
 */
export type PortToken<T> = symbol & { readonly __port?: T };

export function portToken<T>(description: string): PortToken<T> {
  return Symbol.for(`oglasi.port.${description}`) as PortToken<T>;
}
