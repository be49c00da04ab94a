import { ALERT_ROUTES } from '../alerts/paths';
import type { MessageId } from '../i18n/catalogue';
import { ROUTES } from '../routes/routes';

/** A link of the user menu: a path and the catalogue id of its text. */
export interface UserMenuLink {
  kind: 'link';
  to: string;
  labelId: MessageId;
}

/**
 * An entry whose text is not a fixed catalogue text: the credit balance ('Кредити: 120 ден.', read each time the menu
 * opens) and the saved searches (its texts come with the alerts' chunk). The UI fills them from their own chunks.
 */
export interface UserMenuSlot {
  kind: 'wallet' | 'savedSearches';
  to: string;
}

export type UserMenuEntry = UserMenuLink | UserMenuSlot;

export type UserMenuGroupId = 'listings' | 'messages' | 'money' | 'profile' | 'admin';

/** One titled group of the menu (its title is the group's accessible name). */
export interface UserMenuGroup {
  id: UserMenuGroupId;
  labelId: MessageId;
  entries: UserMenuEntry[];
}

export interface UserMenuOptions {
  /** The moderation console's group, for the people who run the marketplace (docs/product/admin.md). */
  admin: boolean;
  /** Whether the user can buy promotions and credits at all (the money part of the app is there). */
  money: boolean;
}

const link = (to: string, labelId: MessageId): UserMenuLink => ({ kind: 'link', to, labelId });

/**
 * docs/product/browsing.md Header: the signed-in user's menu holds every signed-in destination, in groups — my listings
 * (with saved listings and saved searches), messages, promotions and credits, profile and verification — and, for an
 * admin, the moderation console. Language, theme and logout follow the groups; home leads the floating variant.
 */
export function userMenuGroups({ admin, money }: UserMenuOptions): UserMenuGroup[] {
  const groups: UserMenuGroup[] = [
    {
      id: 'listings',
      labelId: 'menu.group.listings',
      entries: [
        link(ROUTES.myListings, 'menu.myListings'),
        link(ROUTES.createListing, 'menu.addListing'),
        link(ROUTES.savedListings, 'menu.savedListings'),
        { kind: 'savedSearches', to: ALERT_ROUTES.savedSearches },
      ],
    },
    { id: 'messages', labelId: 'menu.group.messages', entries: [link(ROUTES.inbox, 'menu.inbox')] },
  ];
  if (money) {
    groups.push({
      id: 'money',
      labelId: 'menu.group.money',
      entries: [
        link(ROUTES.boost, 'menu.boost'),
        { kind: 'wallet', to: ROUTES.addCredits },
        link(ROUTES.transactions, 'menu.transactions'),
        link(ROUTES.billing, 'menu.billing'),
      ],
    });
  }
  groups.push({ id: 'profile', labelId: 'menu.group.profile', entries: [link(ROUTES.myProfile, 'menu.myProfile'), link(ROUTES.verifyProfile, 'menu.verification')] });
  if (admin) groups.push({ id: 'admin', labelId: 'menu.group.admin', entries: [link(ROUTES.admin, 'menu.moderation')] });
  return groups;
}
