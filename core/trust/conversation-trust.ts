import { firstValueFrom } from 'rxjs';
import type { ConversationId } from '../schemas/chat';
import { messageForOutcome, messageText, type Language } from '../i18n/catalogue';
import { isHttpFailure, type HttpPort } from '../ports/http';
import { blockedUsersAnswerSchema, REPORT_REASON_MAX, TRUST_PATHS, type BlockedUser } from './wire';

/**
 * The chat's block and report commands and the profile's list of blocked users (docs/product/trust.md "Blocking",
 * "Reporting a conversation"). Each answers the toast text in the caller's language: the success text, or the
 * server's refusal from the catalogue. Only a numbered listing conversation can be blocked or reported: a support
 * placeholder (`support-…`) cannot.
 */
export interface TrustOutcome {
  readonly ok: boolean;
  readonly text: string;
}

/** Whether a conversation offers block and report: a real (numbered) conversation that is not with support. */
export function canBlockOrReport(conversationId: ConversationId | null, isSupport: boolean): conversationId is number {
  return typeof conversationId === 'number' && !isSupport;
}

/** The report's reason as the server will keep it: trimmed, at most REPORT_REASON_MAX characters. */
export function reportReason(text: string): string {
  return text.trim().slice(0, REPORT_REASON_MAX);
}

/** One command call: the success text, or the server's refusal from the catalogue (shared with the rating commands). */
export async function trustCommand(http: HttpPort, path: string, method: 'POST' | 'PUT' | 'DELETE', successId: Parameters<typeof messageText>[0], lang: Language, payload?: Record<string, unknown>): Promise<TrustOutcome> {
  try {
    await firstValueFrom(http.request({ path, method, payload }));
    return { ok: true, text: messageText(successId, lang) };
  } catch (error) {
    return { ok: false, text: messageForOutcome(isHttpFailure(error) ? error.body : error, { lang }) };
  }
}

export function blockConversation(http: HttpPort, conversationId: number, lang: Language): Promise<TrustOutcome> {
  return trustCommand(http, TRUST_PATHS.block(conversationId), 'POST', 'trust.blocked', lang);
}

export function reportConversation(http: HttpPort, conversationId: number, reason: string, lang: Language): Promise<TrustOutcome> {
  const text = reportReason(reason);
  return trustCommand(http, TRUST_PATHS.report(conversationId), 'POST', 'trust.reported', lang, text ? { reason: text } : {});
}

export function unblockUser(http: HttpPort, userId: number, lang: Language): Promise<TrustOutcome> {
  return trustCommand(http, TRUST_PATHS.unblock(userId), 'DELETE', 'trust.unblocked', lang);
}

/** The users the caller blocked (newest first); an answer of the wrong shape is an error, never half a list. */
export async function fetchBlockedUsers(http: HttpPort): Promise<readonly BlockedUser[]> {
  const body = await firstValueFrom(http.request<unknown>({ path: TRUST_PATHS.blocks, method: 'GET' }));
  const parsed = blockedUsersAnswerSchema.safeParse(body);
  if (!parsed.success) throw new Error('invalid blocked users answer');
  return parsed.data.data;
}
