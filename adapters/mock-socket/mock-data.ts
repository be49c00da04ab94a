import type { ChatEntity, ChatId } from '../../core/schemas/chat';
import { listingPagePath } from '../../core/routes/routes';
import { DEMO_USER, DEMO_USER_ID } from './demo-user';

export { DEMO_USER_ID };

/**
 * The demo world of the mock chat socket: the visitor, three lively peers and the support account, with
 * listings and a few conversations already under way. Message texts are demo data (like the server's seed),
 * written in Macedonian so the demo reads like the real product.
 */
export interface MockUser {
  id: number;
  name: string;
  email: string;
  initials: string;
  isSupport?: boolean;
  /** Scripted answers, used in turn when the demo user writes to this peer. */
  replies: string[];
  /** Messages the peer starts on its own while the demo runs. */
  openers: string[];
}

export interface MockConversationSeed {
  id: number;
  other: number;
  entity: ChatEntity | null;
  isSupport: boolean;
  /** [sender is demo user?, text, minutes ago] */
  history: Array<[boolean, string, number]>;
  unread: number;
}

/** Peers use ids far from real accounts: the demo user takes the real user's id (see MockChatServer.attach). */
export const SUPPORT_USER_ID = 9090;

export const MOCK_USERS: MockUser[] = [
  { id: DEMO_USER.id, name: DEMO_USER.name, email: DEMO_USER.email, initials: DEMO_USER.initials, replies: [], openers: [] },
  {
    id: 9001,
    name: 'Марија Петровска',
    email: 'prodavac@primer.mk',
    initials: 'МП',
    replies: ['Здраво! Да, огласот е сè уште активен.', 'Може да се види во сабота наутро.', 'Цената е малку подвижна за брза продажба.', 'Ви благодарам, ќе ви јавам.'],
    openers: ['Дали сте сè уште заинтересирани за станот?', 'Ја намалив цената за 500 €.'],
  },
  {
    id: 9002,
    name: 'Игор Стојанов',
    email: 'igor@primer.mk',
    initials: 'ИС',
    replies: ['Точно така, возилото е со регистрација до март.', 'Сервисна книшка има, ќе ви пратам слики.', 'Можеме да се најдеме во Скопје.'],
    openers: ['Добив уште една понуда, ве известувам.'],
  },
  {
    id: 9003,
    name: 'Ана Трајковска',
    email: 'ana@primer.mk',
    initials: 'АТ',
    replies: ['Велосипедот е како нов, возен само две сезони.', 'Испорака е можна низ цела Македонија.'],
    openers: ['Здраво, дали ви одговара утре попладне?'],
  },
  {
    id: SUPPORT_USER_ID,
    name: 'Поддршка Огласи',
    email: 'poddrska@primer.mk',
    initials: 'ПО',
    isSupport: true,
    replies: ['Здраво! Тимот за поддршка е тука. Како можеме да помогнеме?', 'Ви благодариме, проблемот е проследен до техничкиот тим.', 'Огласите се одобруваат за 30 до 60 минути.'],
    openers: [],
  },
];

// No thumbnails: the demo has no image server, and the UI shows its placeholder for a missing one.
const listing = (id: number, name: string, slug: string): ChatEntity => ({
  id,
  name,
  slug,
  thumb_webp: null,
  thumbnail: null,
  listing_href: listingPagePath(`${slug}-${id}`),
});

export const MOCK_LISTINGS = {
  apartment: listing(101, 'Стан 54 m² во Карпош', 'stan-54m2-karposh'),
  car: listing(102, 'Volkswagen Golf 7, 2016', 'volkswagen-golf-7-2016'),
  bike: listing(103, 'Планински велосипед Scott', 'planinski-velosiped-scott'),
};

export const MOCK_CONVERSATIONS: MockConversationSeed[] = [
  {
    id: 501,
    other: 9001,
    entity: MOCK_LISTINGS.apartment,
    isSupport: false,
    history: [
      [true, 'Здраво, дали станот е сè уште достапен?', 60 * 26],
      [false, 'Здраво! Да, достапен е.', 60 * 25],
      [false, 'Можете да дојдете на разгледување.', 40],
    ],
    unread: 1,
  },
  {
    id: 502,
    other: 9002,
    entity: MOCK_LISTINGS.car,
    isSupport: false,
    history: [
      [true, 'Колку километри има возилото?', 60 * 50],
      [false, '142.000 km, сервисирано.', 60 * 49],
    ],
    unread: 0,
  },
  {
    id: 503,
    other: 9003,
    entity: MOCK_LISTINGS.bike,
    isSupport: false,
    history: [[false, 'Здраво, видов дека ве интересира велосипедот.', 15]],
    unread: 1,
  },
];

export type MockId = ChatId;
