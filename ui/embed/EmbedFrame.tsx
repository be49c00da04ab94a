import type { Observable } from 'rxjs';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { EmbedAuthState, EmbedBridgeState, ObservableStore } from '../../core';
import { useObservableState } from '../hooks/useObservableState';
import type { UiChat } from '../chat/uiChat';
import { ChatProvider } from '../chat/useUiChat';
import { EmbedPrompt } from './EmbedPrompt';
import { SignInLauncher } from './SignInLauncher';

const SignedInChat = lazy(() => import('./SignedInChat'));

/** The embedded chat's bridge as the frame renders it (core/embed/embed-bridge.ts). */
export interface UiEmbedBridge extends ObservableStore<EmbedBridgeState> {
  signIn(): Promise<boolean>;
  dismissPrompt(): void;
}

export interface EmbedFrameProps {
  /** The chat engine once loaded (on sign-in), null before. */
  chat: Observable<UiChat | null>;
  auth: ObservableStore<EmbedAuthState>;
  bridge: UiEmbedBridge;
}

const selectAuth = (state: EmbedAuthState) => ({ status: state.status, notice: state.notice });
const selectPrompt = (state: EmbedBridgeState) => state.promptOpen;

/**
 * What the chat frame on a partner page shows (docs/embed.md): signed in, the launcher with its unread badge and
 * the chat dialog (a lazy chunk, on first open); signed out, a launcher that opens the sign-in window, or — when
 * the partner page asked to open the chat, or a sign-in failed — a prompt that explains and offers it.
 */
export function EmbedFrame({ chat, auth, bridge }: EmbedFrameProps) {
  const { status, notice } = useObservableState(auth, selectAuth);
  const promptOpen = useObservableState(bridge, selectPrompt, Object.is);
  const engine = useLoadedChat(chat);
  const signIn = () => void bridge.signIn();
  return (
    <ChatProvider chat={engine}>
      {status === 'signed-in' && engine ? (
        <Suspense fallback={<SignInLauncher busy onSignIn={() => undefined} />}>
          <SignedInChat />
        </Suspense>
      ) : promptOpen ? (
        <EmbedPrompt busy={status === 'signing-in'} notice={notice} onSignIn={signIn} onClose={() => bridge.dismissPrompt()} />
      ) : (
        <SignInLauncher busy={status !== 'signed-out'} onSignIn={signIn} />
      )}
    </ChatProvider>
  );
}

function useLoadedChat(chat$: Observable<UiChat | null>): UiChat | null {
  const [chat, setChat] = useState<UiChat | null>(null);
  useEffect(() => {
    const subscription = chat$.subscribe(setChat);
    return () => subscription.unsubscribe();
  }, [chat$]);
  return chat;
}
