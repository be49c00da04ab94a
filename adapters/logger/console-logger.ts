import type { LoggerPort } from '../../core/ports';

/** docs/product/errors.md "silent handling": failures that are only logged go to the console with a common prefix. */
export class ConsoleLogger implements LoggerPort {
  constructor(private readonly prefix = '[oglasi]') {}

  warn(message: string, detail?: unknown): void {
    if (detail === undefined) console.warn(this.prefix, message);
    else console.warn(this.prefix, message, detail);
  }

  error(message: string, detail?: unknown): void {
    if (detail === undefined) console.error(this.prefix, message);
    else console.error(this.prefix, message, detail);
  }
}
