/** docs/product/selling.md video limits (kept apart from the parser so configuration loads without it). */
export const MAX_VIDEO_BYTES = 100 * 1024 * 1024;
export const MAX_VIDEO_SECONDS = 90;
