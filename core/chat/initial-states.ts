import type { ChatConnectionState } from './connection';
import type { ChatThreadView } from './thread-view';
import type { UnreadState } from './unread';

/*
 * The chat's states before anything happened, in a module of their own: the web app's shell shows them while the
 * chat engine is not loaded (a visitor never loads it). Bundlers split by module, so a constant kept beside the
 * engine's code would pull that code — and date-fns' formatter with it — into the home page's first download.
 */

export const INITIAL_CONNECTION_STATE: ChatConnectionState = { status: 'idle', error: null, attempt: 0, connections: 0, lastRefused: null, refusedCount: 0 };

export const INITIAL_UNREAD_STATE: UnreadState = { total: 0, badgeText: '', highlighted: false };

export const EMPTY_THREAD_VIEW: ChatThreadView = { conversationId: null, loading: false, loadingMore: false, hasMore: false, header: null, groups: [], typing: false };
