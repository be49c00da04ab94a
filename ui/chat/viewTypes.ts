/**
 * The shapes the chat components render: the core chat engine's own view types (core/chat/conversation-rows.ts,
 * core/chat/thread-view.ts). Every chat rule (order, truncation, fallbacks, status icons, badge text,
 * grouping) is already applied by the engine; the components only lay them out.
 */
export type {
  ChatPartnerView as PartnerView,
  ChatConversationRow as ConversationRowView,
  ChatMessageView as MessageView,
  ChatDayGroupView as DayGroupView,
  ChatThreadHeader as ThreadHeaderView,
  ChatThreadView as ThreadStateView,
  DisplayStatus as BubbleStatus,
} from '../../core';
