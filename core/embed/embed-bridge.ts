import { distinctUntilChanged, map, type Observable, type Subscription } from 'rxjs';
import type { ChatSnapshot } from '../chat/chat-snapshot';
import type { ListingForChat } from '../chat/chat-types';
import type { Language, MessageId } from '../i18n/catalogue';
import { Store } from '../store/store';
import type { EmbedAuth } from './embed-auth';
import type { FrameEvent, FrameLayout, HostCommand } from './protocol';

/** The partner page as the frame sees it: its commands, and a way to tell it events (adapters/embed/host-channel.ts). */
export interface HostChannelPort {
  readonly commands$: Observable<HostCommand>;
  post(event: FrameEvent): void;
}

/** The part of the chat engine the bridge drives. */
export interface BridgedChat {
  readonly state$: Observable<ChatSnapshot>;
  open(): void;
  close(): void;
  startWithSeller(listing: ListingForChat): boolean;
}

export interface EmbedBridgeDeps {
  channel: HostChannelPort;
  auth: EmbedAuth;
  chat: BridgedChat;
  /** The listing a `startConversation({ listingId })` is about, or null when there is no such public listing. */
  lookupListing: (listingId: number) => Promise<ListingForChat | null>;
  selectLanguage: (language: Language) => void;
}

export interface EmbedBridgeState {
  /** The sign-in prompt is shown (the partner asked to open the chat while nobody is signed in). */
  readonly promptOpen: boolean;
  /** A conversation the partner asked for, started once someone signs in. */
  readonly pendingListingId: number | null;
  /** A failure to show in the frame (e.g. `embed.listingUnavailable`). */
  readonly notice: MessageId | null;
  readonly layout: FrameLayout;
}

/**
 * The embedded chat's side of `window.OglasiChat` (docs/embed.md): turns the partner page's commands into chat
 * engine calls and the chat's state into the page's typed events — the unread count, open/closed, signed in or not,
 * and the layout the frame needs (the loader sizes the frame from it). Commands that need a signed-in user
 * (`open`, `startConversation`) show the sign-in prompt first and are carried out after sign-in.
 */
export class EmbedBridge extends Store<EmbedBridgeState> {
  private readonly subscriptions: Subscription[] = [];
  private started = false;
  private chatOpen = false;

  constructor(private readonly deps: EmbedBridgeDeps) {
    super({ promptOpen: false, pendingListingId: null, notice: null, layout: 'launcher' });
  }

  start(): void {
    if (this.started || this.isDisposed) return;
    this.started = true;
    const { channel, auth, chat } = this.deps;
    // First the hello (the page's queued commands answer it, by message, so after the subscriptions below exist).
    channel.post({ type: 'oglasi-chat:ready', signedIn: auth.signedIn });
    this.subscriptions.push(
      channel.commands$.subscribe((command) => this.handle(command)),
      chat.state$.pipe(map((state) => state.unread.total), distinctUntilChanged()).subscribe((count) => channel.post({ type: 'oglasi-chat:unread', count })),
      chat.state$.pipe(map((state) => state.isOpen), distinctUntilChanged()).subscribe((open) => {
        this.chatOpen = open;
        channel.post({ type: 'oglasi-chat:open-change', open });
        this.relayout();
      }),
      chat.state$.pipe(map((state) => state.connection.status === 'error' && state.connection.error === 'notAuthenticated'), distinctUntilChanged()).subscribe((refused) => {
        if (refused) auth.rejected();
      }),
      auth.state$.pipe(map((state) => state.status === 'signed-in'), distinctUntilChanged()).subscribe((signedIn) => this.authChanged(signedIn)),
      // A sign-in that failed, or a token that ran out, is explained in the prompt (the launcher alone has no room).
      auth.state$.pipe(map((state) => state.notice), distinctUntilChanged()).subscribe((notice) => {
        if (notice !== null && !auth.signedIn) this.showPrompt(this.getSnapshot().pendingListingId);
      }),
      this.state$.pipe(map((state) => state.layout), distinctUntilChanged()).subscribe((layout) => channel.post({ type: 'oglasi-chat:layout', layout })),
    );
  }

  /** The prompt's (or the signed-out launcher's) sign-in button. */
  signIn(): Promise<boolean> {
    return this.deps.auth.signIn();
  }

  dismissPrompt(): void {
    this.patch({ promptOpen: false, pendingListingId: null, notice: null });
    this.relayout();
  }

  handle(command: HostCommand): void {
    switch (command.type) {
      case 'oglasi-chat:open':
        if (this.deps.auth.signedIn) this.deps.chat.open();
        else this.showPrompt(null);
        return;
      case 'oglasi-chat:close':
        this.deps.chat.close();
        this.dismissPrompt();
        return;
      case 'oglasi-chat:start-conversation':
        if (this.deps.auth.signedIn) void this.startConversation(command.listingId);
        else this.showPrompt(command.listingId);
        return;
      case 'oglasi-chat:language':
        this.deps.selectLanguage(command.language);
        return;
    }
  }

  override dispose(): void {
    for (const subscription of this.subscriptions.splice(0)) subscription.unsubscribe();
    super.dispose();
  }

  private showPrompt(listingId: number | null): void {
    this.patch({ promptOpen: true, pendingListingId: listingId, notice: null });
    this.relayout();
  }

  private authChanged(signedIn: boolean): void {
    this.deps.channel.post({ type: 'oglasi-chat:auth-change', signedIn });
    if (signedIn) {
      const { promptOpen, pendingListingId } = this.getSnapshot();
      this.patch({ promptOpen: false, pendingListingId: null, notice: null });
      if (pendingListingId !== null) void this.startConversation(pendingListingId);
      else if (promptOpen) this.deps.chat.open();
    }
    this.relayout();
  }

  private async startConversation(listingId: number): Promise<void> {
    const listing = await this.deps.lookupListing(listingId).catch(() => null);
    if (this.isDisposed) return;
    if (!listing) {
      this.patch({ notice: 'embed.listingUnavailable' });
      this.deps.chat.open();
      return;
    }
    this.patch({ notice: null });
    this.deps.chat.startWithSeller(listing);
  }

  private relayout(): void {
    const signedIn = this.deps.auth.signedIn;
    const layout: FrameLayout = signedIn ? (this.chatOpen ? 'dialog' : 'launcher') : this.getSnapshot().promptOpen ? 'prompt' : 'launcher';
    this.patch({ layout });
  }
}
