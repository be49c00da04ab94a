import { z } from 'zod/mini';
import { en } from 'zod/locales';

/**
 * The zod every wire schema is written with (DESIGN §3): zod/mini, whose schemas are built by functions that
 * tree-shake, where classic zod's schemas carry every method and cost the home page ~25 kB gzip (issue 9).
 *
 * zod/mini ships without messages, so each issue would read "Invalid input"; the English messages classic zod
 * installs are installed here too, so issues read as before (a locale configured elsewhere first is kept).
 * This module only re-exports `z`, so a bundler would skip its body; package.json lists it under
 * "sideEffects" so that the statement below stays in the build.
 */
if (!z.config().localeError) z.config(en());

export { z };
