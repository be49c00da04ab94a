import type { FastifyInstance } from 'fastify';
import { parseLanguage } from '../../core';
import type { ApiContext } from '../context';
import { requireUser } from '../auth/current-user';
import { sendValidationError } from '../http/replies';
import { rememberUserLanguage } from '../text/texts';

/**
 * PUT /api/auth/user/language `{ language: 'mk' | 'sq' }`: the signed-in user's language, kept on the account for
 * what the server writes to them later (docs/decisions/121-language-of-server-texts.md). The client's language
 * switch calls it when a signed-in user switches (core/i18n/language-choice.ts).
 */
export async function registerUserLanguageRoutes(api: FastifyInstance, context: ApiContext): Promise<void> {
  api.put('/auth/user/language', async (request, reply) => {
    const user = await requireUser(context, request, reply);
    if (!user) return reply;
    const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    const language = parseLanguage(body.language);
    if (!language) return sendValidationError(reply, 'invalidRequest', { language: ['invalidRequest'] });
    await rememberUserLanguage(context.database.db, user, language);
    return { status: 'success', data: { language } };
  });
}
