import { z } from 'zod/mini';

/**
 * The zod every wire schema is written with (docs/architecture.md#the-core-ports-use-cases-time-wire-data): zod/mini, whose schemas are built by functions that
 * tree-shake, where classic zod's schemas carry every method and cost the home page ~25 kB gzip.
 *
 * zod/mini ships without message texts (an issue reads "Invalid input"), and installing the English ones would
 * put ~1 kB gzip more on the first page for texts no user sees: a wire failure shows the catalogue's message.
 * The developer's diagnostics come from the code and expectation instead (parseWire, ./parse.ts).
 */
export { z };
