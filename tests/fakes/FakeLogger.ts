import type { LoggerPort } from '../../core/ports/logger';

/** Collects log lines so tests can assert that a silent failure was logged (docs/product/errors.md "Silent handling"). */
export class FakeLogger implements LoggerPort {
  readonly warnings: Array<{ message: string; detail?: unknown }> = [];
  readonly errors: Array<{ message: string; detail?: unknown }> = [];

  warn(message: string, detail?: unknown): void {
    this.warnings.push({ message, detail });
  }

  error(message: string, detail?: unknown): void {
    this.errors.push({ message, detail });
  }

  /** Every line, warnings and errors. */
  all(): string[] {
    return [...this.warnings, ...this.errors].map((line) => line.message);
  }
}
