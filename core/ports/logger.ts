import { portToken } from './token';

/** docs/product/errors.md "silent handling": some failures are only logged. */
export interface LoggerPort {
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

export const LOGGER_PORT = portToken<LoggerPort>('logger');
