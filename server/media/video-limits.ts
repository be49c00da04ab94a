/**
 * The video limits are core's (core/validation/media.ts): the wizard checks a file with the same figures the server
 * enforces. Named here as the server's parts have always read them, apart from the parser so configuration loads
 * without it.
 */
export { VIDEO_MAX_BYTES as MAX_VIDEO_BYTES, VIDEO_MAX_SECONDS as MAX_VIDEO_SECONDS } from '../../core/validation/media';
