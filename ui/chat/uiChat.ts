import type { ChatEngine } from '../../core';

/**
 * What the chat UI uses of the core chat engine: its snapshot store and its commands. The engine itself
 * satisfies this (app/ puts it in the services context); component tests pass a fake with the same shape.
 */
export type UiChat = Pick<
  ChatEngine,
  'state$' | 'getSnapshot' | 'open' | 'close' | 'select' | 'back' | 'send' | 'retry' | 'loadMore' | 'typing' | 'navigationStarted' | 'openSupport' | 'startWithSeller'
>;

export type { ChatSnapshot as ChatSnapshot, ListingForChat as ListingForChat, SendResult, ConversationId as ConversationId } from '../../core';
