import type { FastifyInstance, FastifyReply } from 'fastify';
import { isValidTopUpAmount } from '../../core/payments/amounts';
import { isPackageCode, isUuid, PURCHASE_METHODS, type PurchaseMethod } from '../../core/payments/types';
import type { ApiContext } from '../context';
import { requireUser } from '../auth/current-user';
import { sendError } from '../http/replies';
import { idempotent, Refusal, type Answer } from '../payments/idempotency';
import { walletBalance } from '../payments/ledger';
import { ensureMoneyReferenceData, findPackage, listPackages } from '../payments/packages';
import { applyProviderEvent, expireStalePayments, findOwnPayment, startPayment } from '../payments/payments';
import { lockPromotableListing, purchaseWithCredits } from '../payments/promotions';
import type { PaymentProvider } from '../payments/provider';
import { SandboxProvider } from '../payments/sandbox-provider';
import { denars, paymentText } from '../payments/texts';
import { walletEntriesPage } from '../payments/wallet-entries';

const refuse = ([status, messageId]: readonly [number, string]): never => {
  throw new Refusal({ status, body: { status: 'error', messageId } });
};

/** A purchase refused: status and message (idempotency.ts stores nothing for it, so the key may try again). */
const REFUSALS = {
  notFound: [404, 'notFound'],
  notPromotable: [409, 'listingNotPromotable'],
  insufficientCredits: [402, 'insufficientCredits'],
} as const satisfies Record<string, readonly [number, string]>;

const bodyOf = (body: unknown): Record<string, unknown> => (body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {});

function listingIdOf(value: unknown): number | undefined {
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
}

export function paymentProviderFor(context: ApiContext): PaymentProvider | undefined {
  return context.config.paymentSandbox ? new SandboxProvider(context.keys) : undefined;
}

/**
 * Packages, wallet, top-ups, promotion purchases, payment status and provider notifications (issue 21;
 * docs/payments.md, docs/api.md "Money").
 */
export async function registerPaymentRoutes(api: FastifyInstance, context: ApiContext): Promise<void> {
  const { db } = context.database;
  const provider = paymentProviderFor(context);
  const expiresInMs = context.config.paymentExpiryMinutes * 60_000;
  await ensureMoneyReferenceData(db);

  // Pending payments nobody finished expire by themselves.
  const sweep = setInterval(() => {
    expireStalePayments(db, new Date()).catch((error: unknown) => api.log.error(error));
  }, 60_000);
  sweep.unref();
  api.addHook('onClose', async () => clearInterval(sweep));

  // Lists, search, listing pages and the showcase are cached (read-cache.ts): a promotion that starts shows at once.
  // Cleared after the transaction committed, so no read can cache the old state after the clear.
  const promotionsChanged = () => context.readCache?.clear();
  const send = (reply: FastifyReply, answer: Answer) => reply.code(answer.status).send(answer.body);

  api.get('/promotion/packages', async () => ({ status: 'success', data: await listPackages(db) }));

  api.get('/wallet', async (request, reply) => {
    const user = await requireUser(context, request, reply);
    if (!user) return reply;
    return { status: 'success', balance: await walletBalance(db, user.id) };
  });

  api.get('/wallet/entries', async (request, reply) => {
    const user = await requireUser(context, request, reply);
    if (!user) return reply;
    const raw = Number((request.query as { page?: string }).page ?? 1);
    const page = Number.isInteger(raw) && raw >= 1 && raw <= 100_000 ? raw : 1;
    return { status: 'success', ...(await walletEntriesPage(db, user.id, page)) };
  });

  api.post('/wallet/top-up', async (request, reply) => {
    const user = await requireUser(context, request, reply);
    if (!user) return reply;
    const body = bodyOf(request.body);
    if (!isUuid(body.idempotency_key)) return sendError(reply, 422, 'idempotencyKeyRequired');
    if (!isValidTopUpAmount(body.amount)) return sendError(reply, 422, 'invalidAmount', { errors: { amount: ['invalidAmount'] } });
    if (!provider) return sendError(reply, 503, 'paymentsUnavailable');
    const amount = body.amount;
    const answer = await idempotent(db, { userId: user.id, key: body.idempotency_key, operation: 'top_up', body: { amount } }, async (trx) => {
      const started = await startPayment(trx, provider, {
        userId: user.id, purpose: 'top_up', amount, listingId: null, packageCode: null,
        description: paymentText('invoice.topUp', { amount: denars(amount) }), now: new Date(), expiresInMs,
      });
      return { status: 201, body: { status: 'success', payment: started.payment, redirect_url: started.redirectUrl } };
    });
    return send(reply, answer);
  });

  api.post('/promotion/purchase', async (request, reply) => {
    const user = await requireUser(context, request, reply);
    if (!user) return reply;
    const body = bodyOf(request.body);
    if (!isUuid(body.idempotency_key)) return sendError(reply, 422, 'idempotencyKeyRequired');
    const pack = isPackageCode(body.package_code) ? await findPackage(db, body.package_code) : undefined;
    if (!pack) return sendError(reply, 422, 'packageSelectionError', { errors: { package_code: ['packageSelectionError'] } });
    if (!(PURCHASE_METHODS as readonly unknown[]).includes(body.method)) return sendError(reply, 422, 'invalidRequest', { errors: { method: ['invalidRequest'] } });
    const method = body.method as PurchaseMethod;
    const listingId = listingIdOf(body.listing_id);
    if (listingId === undefined) return sendError(reply, 404, 'notFound');
    if (method === 'card' && !provider) return sendError(reply, 503, 'paymentsUnavailable');
    const request_ = { listing_id: listingId, package_code: pack.code, method };
    const answer = await idempotent(db, { userId: user.id, key: body.idempotency_key, operation: 'promotion_purchase', body: request_ }, async (trx) => {
      const now = new Date();
      if (method === 'credits') {
        const bought = await purchaseWithCredits(trx, { userId: user.id, listingId, pack, now });
        if (bought.ok) return { status: 200, body: { status: 'success', messageId: 'promotionActivated', promotion: bought.promotion, balance: bought.balance } };
        return refuse(REFUSALS[bought.reason]);
      }
      const check = await lockPromotableListing(trx, user.id, listingId);
      if (!check.ok) return refuse(REFUSALS[check.reason]);
      const started = await startPayment(trx, provider as PaymentProvider, {
        userId: user.id, purpose: 'promotion', amount: pack.price_mkd, listingId, packageCode: pack.code,
        description: paymentText('invoice.promotion', { package: paymentText(`package.${pack.code}`), title: check.listing.title }), now, expiresInMs,
      });
      return { status: 201, body: { status: 'success', payment: started.payment, redirect_url: started.redirectUrl } };
    });
    if (answer.status === 200) promotionsChanged();
    return send(reply, answer);
  });

  api.get('/payments/:id', async (request, reply) => {
    const user = await requireUser(context, request, reply);
    if (!user) return reply;
    const { id } = request.params as { id: string };
    if (!isUuid(id)) return sendError(reply, 404, 'paymentNotFound');
    await expireStalePayments(db, new Date());
    const payment = await findOwnPayment(db, user.id, id);
    if (!payment) return sendError(reply, 404, 'paymentNotFound');
    return { status: 'success', payment };
  });

  // Provider notifications: the raw body is what the signature covers, so this scope reads it as text.
  await api.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
    scope.post('/payments/notify/:provider', async (request, reply) => {
      const name = (request.params as { provider: string }).provider;
      if (!provider || name !== provider.name) return sendError(reply, 404, 'notFound');
      const raw = typeof request.body === 'string' ? request.body : '';
      const now = new Date();
      const check = provider.verifyNotification(raw, request.headers, now);
      if (!check.ok) return sendError(reply, 400, 'invalidRequest', { reason: check.reason });
      const outcome = await applyProviderEvent(db, provider, check.event, now);
      if (outcome === 'applied') promotionsChanged();
      return { status: 'success', outcome };
    });
  });
}
