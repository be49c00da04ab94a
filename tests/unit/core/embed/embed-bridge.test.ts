import { BehaviorSubject, Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import {
  EmbedAuth,
  EmbedBridge,
  NO_CHAT_SNAPSHOT,
  parseGrantMessage,
  parseHostCommand,
  type ChatSnapshot,
  type FrameEvent,
  type HostCommand,
  type ListingForChat,
  type SignInOutcome,
} from '../../../../core';
import { FakeClock } from '../../../fakes';

function setup(listing: ListingForChat | null = { id: 42, name: 'Голф 7', seller: { id: 9, name: 'Марко' } }) {
  const clock = new FakeClock();
  let answer: (outcome: SignInOutcome) => void = () => undefined;
  const auth = new EmbedAuth({ window: { open: () => new Promise((resolve) => (answer = resolve)) }, clock });
  const commands = new Subject<HostCommand>();
  const posted: FrameEvent[] = [];
  const state = new BehaviorSubject<ChatSnapshot>(NO_CHAT_SNAPSHOT);
  const calls: string[] = [];
  const chat = {
    state$: state.asObservable(),
    open: () => {
      calls.push('open');
      state.next({ ...state.getValue(), isOpen: true });
    },
    close: () => {
      calls.push('close');
      state.next({ ...state.getValue(), isOpen: false });
    },
    startWithSeller: (item: ListingForChat) => {
      calls.push(`start ${String(item.id)} seller ${String(item.seller.id)}`);
      state.next({ ...state.getValue(), isOpen: true });
      return true;
    },
  };
  const languages: string[] = [];
  const bridge = new EmbedBridge({ channel: { commands$: commands, post: (event) => posted.push(event) }, auth, chat, lookupListing: async () => listing, selectLanguage: (language) => languages.push(language) });
  bridge.start();
  const signIn = async () => {
    const signing = auth.signIn();
    answer({ kind: 'granted', grant: { token: 'e1.t', expiresAt: Math.floor(clock.now() / 1000) + 3600, user: { id: 7, name: null, isSupportAgent: false } } });
    await signing;
  };
  const layouts = () => posted.filter((event) => event.type === 'oglasi-chat:layout').map((event) => (event as { layout: string }).layout);
  return { auth, commands, posted, state, calls, languages, bridge, signIn, layouts };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('EmbedBridge: the partner page drives the embedded chat', () => {
  it('announces itself, then tells the page the unread count and open/closed, and sizes the frame', () => {
    const { posted, state, calls, commands, layouts } = setup();
    expect(posted[0]).toEqual({ type: 'oglasi-chat:ready', signedIn: false });
    expect(posted).toContainEqual({ type: 'oglasi-chat:unread', count: 0 });
    state.next({ ...NO_CHAT_SNAPSHOT, unread: { ...NO_CHAT_SNAPSHOT.unread, total: 3 } });
    expect(posted).toContainEqual({ type: 'oglasi-chat:unread', count: 3 });
    // Signed out, `open` shows the sign-in prompt, not the chat.
    commands.next({ type: 'oglasi-chat:open' });
    expect(calls).toEqual([]);
    expect(layouts()).toEqual(['launcher', 'prompt']);
    commands.next({ type: 'oglasi-chat:close' });
    expect(layouts()).toEqual(['launcher', 'prompt', 'launcher']);
  });

  it('a conversation asked for while signed out starts after sign-in, with the looked-up seller', async () => {
    const { commands, calls, signIn, posted, layouts } = setup();
    commands.next({ type: 'oglasi-chat:start-conversation', listingId: 42 });
    expect(layouts().at(-1)).toBe('prompt');
    await signIn();
    await flush();
    expect(calls).toEqual(['start 42 seller 9']);
    expect(posted).toContainEqual({ type: 'oglasi-chat:auth-change', signedIn: true });
    expect(posted).toContainEqual({ type: 'oglasi-chat:open-change', open: true });
    expect(layouts().at(-1)).toBe('dialog');
  });

  it('signed in, open and close go straight to the chat; an unknown listing opens the chat with a notice', async () => {
    const { commands, calls, signIn, bridge, layouts } = setup(null);
    await signIn();
    commands.next({ type: 'oglasi-chat:open' });
    commands.next({ type: 'oglasi-chat:close' });
    expect(calls).toEqual(['open', 'close']);
    commands.next({ type: 'oglasi-chat:start-conversation', listingId: 5 });
    await flush();
    expect(calls.at(-1)).toBe('open');
    expect(bridge.getSnapshot().notice).toBe('embed.listingUnavailable');
    expect(layouts().at(-1)).toBe('dialog');
  });

  it('a socket refusal of the token signs the embed out; a language command switches the language', async () => {
    const { state, signIn, auth, commands, languages } = setup();
    await signIn();
    state.next({ ...NO_CHAT_SNAPSHOT, connection: { ...NO_CHAT_SNAPSHOT.connection, status: 'error', error: 'notAuthenticated' } });
    expect(auth.getSnapshot()).toMatchObject({ status: 'signed-out', notice: 'embed.sessionExpired' });
    commands.next({ type: 'oglasi-chat:language', language: 'sq' });
    expect(languages).toEqual(['sq']);
  });
});

describe('the embed protocol parsers take anything and keep only well-formed messages', () => {
  it('host commands', () => {
    expect(parseHostCommand({ type: 'oglasi-chat:start-conversation', listingId: 42 })).toEqual({ type: 'oglasi-chat:start-conversation', listingId: 42 });
    for (const bad of [null, 'oglasi-chat:open', [], { type: 'oglasi-chat:start-conversation', listingId: '42' }, { type: 'oglasi-chat:start-conversation', listingId: -1 }, { type: 'oglasi-chat:language', language: 'en' }, { type: 'other' }]) {
      expect(parseHostCommand(bad)).toBeNull();
    }
  });

  it('grants', () => {
    const grant = { token: 'e1.x', expiresAt: 1_900_000_000, user: { id: 3, name: 'Ана', isSupportAgent: true } };
    expect(parseGrantMessage({ type: 'oglasi-chat:grant', grant })).toEqual({ type: 'oglasi-chat:grant', grant });
    expect(parseGrantMessage({ type: 'oglasi-chat:grant', grant: { ...grant, token: 5 } })).toBeNull();
    expect(parseGrantMessage({ type: 'oglasi-chat:grant', grant: { ...grant, user: { id: 0 } } })).toBeNull();
    expect(parseGrantMessage({ type: 'oglasi-chat:unread', count: 1 })).toBeNull();
  });
});
