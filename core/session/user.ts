import { userSchema, type WireUser } from '../schemas/user';

/**
 * The user as the session holds it: the shared docs/product/accounts.md user schema of core/schemas (only `id` required,
 * unknown extra fields pass through), under the session's own names for the callers that use them.
 */
export const sessionUserSchema = userSchema;
export type SessionUser = WireUser;
