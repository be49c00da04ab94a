import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_init';

/** Add each new migration file here, in order. Names sort lexically. */
export const migrations: Record<string, Migration> = {
  '0001_init': m0001,
};
