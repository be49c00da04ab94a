import type { Language } from '../i18n/catalogue';
import type { ConversationId } from '../schemas/chat';
import type { ChatConnectionState } from './connection';
import type { ConversationEntry, ConversationListState } from './conversation-list';
import { ConversationRowCache, type ChatConversationRow, type RowContext } from './conversation-rows';
import { idKey } from './ids';
import type { OpenThreadState } from './open-thread';
import type { OutboundQueueState } from './outbound-queue';
import type { PresenceState } from './presence';
import type { MessagePreview, PreviewState } from './previews';
import type { ChatPanelState } from './selection';
import { threadView, type ChatThreadView } from './thread-view';
import type { TypingState } from './typing';
import type { UnreadState } from './unread';

/** Everything the chat dialog, the chat button and the preview toast render (one store for the UI). */
export interface ChatSnapshot {
  readonly connection: ChatConnectionState;
  readonly isOpen: boolean;
  readonly selectedId: ConversationId | null;
  readonly focusInput: boolean;
  /** Ordered rows (support, unread, newest). */
  readonly conversations: readonly ChatConversationRow[];
  readonly conversationsLoaded: boolean;
  readonly thread: ChatThreadView;
  /** Total unread, badge text ('9+'), and whether the button is highlighted. */
  readonly unread: UnreadState;
  readonly lastPreview: MessagePreview | null;
}

export interface SnapshotInputs {
  readonly connection: ChatConnectionState;
  readonly panel: ChatPanelState;
  readonly list: ConversationListState;
  readonly thread: OpenThreadState;
  readonly outbound: OutboundQueueState;
  readonly presence: PresenceState;
  readonly typing: TypingState;
  readonly unread: UnreadState;
  readonly previews: PreviewState;
}

/**
 * Builds `ChatSnapshot`s, recomputing only the parts whose inputs changed (rows keep their identity when
 * their entry did), so `getSnapshot()` is stable between changes as useSyncExternalStore requires.
 */
export class ChatSnapshotBuilder {
  private inputs: SnapshotInputs | null = null;
  private snapshot: ChatSnapshot | null = null;
  private readonly rowCache = new ConversationRowCache();

  private threadEntry: ConversationEntry | undefined = undefined;

  constructor(
    private readonly language: () => Language,
    private readonly now: () => number,
    private readonly viewerIsSupportAgent: () => boolean,
    /** O(1) lookup of a conversation's entry (the list store's index). */
    private readonly entryOf: (id: ConversationId) => ConversationEntry | undefined,
  ) {}

  build(inputs: SnapshotInputs): ChatSnapshot {
    const previous = this.inputs;
    if (previous && this.snapshot && (Object.keys(inputs) as Array<keyof SnapshotInputs>).every((key) => inputs[key] === previous[key])) return this.snapshot;
    const language = this.language();
    const selectedKey = inputs.panel.selectedId === null ? null : idKey(inputs.panel.selectedId);

    let conversations = this.snapshot?.conversations ?? [];
    if (!previous || !this.snapshot || previous.list !== inputs.list || previous.presence !== inputs.presence || previous.typing !== inputs.typing || previous.panel.selectedId !== inputs.panel.selectedId) {
      const context: RowContext = { language, now: this.now(), selectedKey, online: inputs.presence.online, typingIn: inputs.typing.typingIn };
      conversations = this.rowCache.build(inputs.list.entries, context);
    }

    // The open thread only depends on its own conversation's entry, not on the rest of the list.
    let thread = this.snapshot?.thread;
    const open = inputs.thread.conversationId;
    const entry = open === null ? undefined : this.entryOf(open);
    if (!previous || !thread || previous.thread !== inputs.thread || previous.outbound !== inputs.outbound || previous.presence !== inputs.presence || previous.typing !== inputs.typing || entry !== this.threadEntry) {
      thread = threadView({
        thread: inputs.thread,
        entry,
        pending: open === null ? [] : inputs.outbound.records.filter((record) => idKey(record.conversationId) === idKey(open)),
        online: inputs.presence.online,
        typing: open !== null && inputs.typing.typingIn[idKey(open)] === true,
        language,
        viewerIsSupportAgent: this.viewerIsSupportAgent(),
      });
    }
    this.threadEntry = entry;

    this.inputs = inputs;
    this.snapshot = {
      connection: inputs.connection,
      isOpen: inputs.panel.isOpen,
      selectedId: inputs.panel.selectedId,
      focusInput: inputs.panel.focusInput,
      conversations,
      conversationsLoaded: inputs.list.loaded,
      thread,
      unread: inputs.unread,
      lastPreview: inputs.previews.last,
    };
    return this.snapshot;
  }
}
