import { fileURLToPath } from 'node:url';

/** The stylesheet every look picture is taken with (screenshot.css: the toasts left out). */
export const SCREENSHOT_STYLE = fileURLToPath(new URL('./screenshot.css', import.meta.url));
