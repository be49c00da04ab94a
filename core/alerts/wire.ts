import { z } from '../schemas/zod-mini';

/**
 * The saved searches' and notifications' wire (docs/api.md "Saved searches and notifications"): the request bodies
 * the server validates with, and the tolerant readers the client parses answers with. The server's strict promise
 * for the same answers is in core/api/answers.ts.
 */
export const ALERTS_PATHS = {
  savedSearches: '/api/saved-searches',
  savedSearch: (id: number) => `/api/saved-searches/${id}`,
  seen: (id: number) => `/api/saved-searches/${id}/seen`,
  notifications: '/api/notifications',
  notificationsRead: '/api/notifications/read',
  settings: '/api/alerts/settings',
  unsubscribe: '/api/alerts/unsubscribe',
} as const;

/** `POST /api/saved-searches`: the list's query string as the list page has it (category and place included). */
export const saveSearchBodySchema = z.object({
  query: z.string().check(z.maxLength(2_000)),
  email_alerts: z.optional(z.boolean()),
});
/** `PUT /api/saved-searches/:id`: e-mail alerts on or off. */
export const savedSearchUpdateSchema = z.object({ email_alerts: z.boolean() });
/** `POST /api/notifications/read`: some notifications, or all of them when `ids` is absent. */
export const notificationsReadSchema = z.object({ ids: z.optional(z.array(z.int().check(z.positive())).check(z.maxLength(100))) });
/** `PUT /api/alerts/settings`. */
export const alertSettingsSchema = z.object({ price_drop_email: z.boolean() });
/** `POST /api/alerts/unsubscribe`: the token of an e-mail's unsubscribe link. */
export const unsubscribeBodySchema = z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) });

export const NOTIFICATION_KINDS = ['match', 'price_drop'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

const wireSavedSearch = z.looseObject({
  id: z.number(),
  query: z.string(),
  path: z.string(),
  names: z.optional(z.looseObject({ category: z.nullish(z.string()), location: z.nullish(z.string()) })),
  email_alerts: z.boolean(),
  new_count: z.number(),
  created_at: z.optional(z.string()),
});
export type WireSavedSearch = z.infer<typeof wireSavedSearch>;

export const savedSearchesReader = z.looseObject({
  data: z.array(wireSavedSearch),
  settings: z.optional(z.looseObject({ price_drop_email: z.boolean() })),
  limit: z.optional(z.number()),
});
export const savedSearchReader = z.looseObject({ data: wireSavedSearch, created: z.optional(z.boolean()) });

const wireNotification = z.looseObject({
  id: z.number(),
  kind: z.enum(NOTIFICATION_KINDS),
  created_at: z.string(),
  read: z.boolean(),
  saved_search_id: z.nullish(z.number()),
  listing: z.looseObject({ id: z.number(), title: z.string(), slug: z.string(), price: z.nullish(z.number()), currency: z.nullish(z.string()), price_type: z.nullish(z.string()) }),
  old_price: z.nullish(z.number()),
});
export type WireNotification = z.infer<typeof wireNotification>;
export const notificationsReader = z.looseObject({ data: z.array(wireNotification), unread: z.number() });
