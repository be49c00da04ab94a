/**
 * The `inboxId` of `/korisnik/inbox?inboxId=…`, the conversation the inbox opens (the login page carries it
 * through a sign-in): a conversation id — digits, or a token such as `support-42` — never anything else that could
 * ride along in a URL. One rule for the login page that passes it on and the inbox that reads it.
 */
const INBOX_ID = /^[\w-]{1,64}$/;

export function isInboxId(value: string | null | undefined): value is string {
  return typeof value === 'string' && INBOX_ID.test(value);
}

/** The conversation an inboxId names (a number for digits), or null when it is not one. */
export function inboxConversationId(value: string | null | undefined): string | number | null {
  if (!isInboxId(value)) return null;
  return /^\d+$/.test(value) ? Number(value) : value;
}
