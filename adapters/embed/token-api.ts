import { AUTH_PATHS, grantFromAnswer, isMessageId, type EmbedTokenApi, type MessageId } from '../../core';

export const CHAT_TOKEN_PATH = '/api/embed/chat-token';

const messageIdOf = (body: unknown, fallback: MessageId): MessageId => {
  const id = body !== null && typeof body === 'object' ? (body as { messageId?: unknown }).messageId : undefined;
  return typeof id === 'string' && isMessageId(id) ? id : fallback;
};

async function post(path: string, body: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

/** The sign-in window's server calls, on its own (Oglasi's) origin with the session cookie. */
export const fetchTokenApi: EmbedTokenApi = {
  async requestToken(partnerOrigin) {
    const answer = await post(CHAT_TOKEN_PATH, { origin: partnerOrigin });
    if (answer.status === 401) return { kind: 'signed-out' };
    const grant = answer.status === 200 ? grantFromAnswer(answer.body) : null;
    return grant ? { kind: 'granted', grant } : { kind: 'refused', messageId: messageIdOf(answer.body, 'common.errorOccurred') };
  },
  async login(email, password) {
    const answer = await post(AUTH_PATHS.auth, { provider: 'email', email, password });
    return answer.status === 200 ? { ok: true } : { ok: false, messageId: messageIdOf(answer.body, 'invalidCredentials') };
  },
};
