import type { ListingForChat } from '../../core';
import { useNavigate, useLocation } from 'react-router';
import { loginPathFor } from '../../core';
import { useSessionView } from '../session/useSessionView';
import { ChatWithSellerButton } from './ChatWithSellerButton';
import { useUiChat } from './useUiChat';

export interface ListingChatButtonProps {
  listing: ListingForChat;
  /** The seller viewing their own listing gets no button. */
  ownListing?: boolean;
  /** One word, for the phone's contact bar. */
  short?: boolean;
}

/**
 * "Chat with seller" for the listing page: opens (or creates) the conversation through the engine. Chatting
 * requires login (docs/product/chat.md), so a visitor goes to login and comes back to the listing.
 */
export function ListingChatButton({ listing, ownListing = false, short = false }: ListingChatButtonProps) {
  const chat = useUiChat();
  const { loggedIn } = useSessionView();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  if (ownListing) return null;
  const onClick = () => {
    if (!loggedIn) {
      navigate(loginPathFor(`${pathname}${search}${hash}`));
      return;
    }
    chat?.startWithSeller(listing);
  };
  // Signed in, the web app loads the chat right after sign-in (app/web/lazy-parts.ts): disabled for that moment.
  return <ChatWithSellerButton onClick={onClick} disabled={loggedIn && !chat} short={short} />;
}
