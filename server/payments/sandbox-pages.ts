import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../app-context';
import { isUuid } from '../../core/payments/types';
import { isFinalPaymentStatus } from '../../core/payments/payment-states';
import { findPaymentById, RETURN_PATHS, type PaymentRow } from './payments';
import { SANDBOX_SIGNATURE_HEADER, signSandboxNotification, testCardBehaviour, type SandboxNotification } from './sandbox-provider';
import { denars, paymentText, type PaymentTextId } from './texts';

/**
 * The sandbox's hosted payment page (docs/payments.md "The sandbox"): server-rendered HTML outside the app, with
 * plain forms and no script (the app's CSP applies: `form-action 'self'`). It stands where a card processor's page
 * would: it never changes a payment itself, it only decides and then sends the signed notification — to the
 * server's own notification endpoint, in process — and sends the browser back to the app's return page (a fixed
 * same-origin path; nothing in the request can choose where the browser goes).
 */
const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const t = (id: PaymentTextId, params?: Record<string, string | number>) => escape(paymentText(id, params));

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="mk"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/icons/icon-192.png" type="image/png"><title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1b1b1b}
.notice{background:#fff4d6;padding:.75rem;border-radius:.5rem}label{display:block;margin:1rem 0 .25rem;font-weight:600}
input{font-size:1.1rem;padding:.5rem;width:100%;box-sizing:border-box}button{font-size:1.1rem;padding:.6rem 1.2rem;margin:1rem .5rem 0 0}
.error{color:#a00000}</style></head>
<body><main><h1>${escape(title)}</h1><p class="notice">${t('sandbox.notice')}</p>${body}</main></body></html>`;
}

function payForm(payment: PaymentRow, error?: PaymentTextId): string {
  const errorId = 'card-error';
  return page(
    paymentText('sandbox.title'),
    `<p>${t('sandbox.amount', { amount: denars(payment.amount) })}</p>
<form method="post" action="/sandbox/pay/${payment.id}">
<label for="card_number">${t('sandbox.cardNumber')}</label>
<input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" required maxlength="23"${error ? ` aria-invalid="true" aria-describedby="${errorId}"` : ''}>
${error ? `<p id="${errorId}" class="error" role="alert">${t(error)}</p>` : ''}
<p>${t('sandbox.cardHint')}</p>
<button type="submit">${t('sandbox.pay')}</button>
</form>`,
  );
}

function confirmForm(payment: PaymentRow, challenge: string): string {
  const action = `/sandbox/pay/${payment.id}/confirm`;
  return page(
    paymentText('sandbox.confirmTitle'),
    `<p>${t('sandbox.confirmText', { amount: denars(payment.amount) })}</p>
<form method="post" action="${action}"><input type="hidden" name="challenge" value="${escape(challenge)}">
<button type="submit" name="decision" value="confirm">${t('sandbox.confirm')}</button>
<button type="submit" name="decision" value="cancel">${t('sandbox.cancel')}</button></form>`,
  );
}

const closedPage = (payment: PaymentRow) =>
  page(paymentText('sandbox.title'), `<p>${t('sandbox.closed')}</p><p><a href="${RETURN_PATHS[payment.purpose](payment.id)}">${t('sandbox.back')}</a></p>`);

export function registerSandboxPages(fastify: FastifyInstance, context: AppContext): void {
  const { db } = context.database;
  const pending = new Set<NodeJS.Timeout>();

  /** Sends the signed notification the way a processor does: later, apart from the browser, retried on failure. */
  function notify(payment: PaymentRow, status: 'succeeded' | 'failed' | 'requires_action', attempt = 1): void {
    const delay = attempt === 1 ? context.config.sandboxNotifyDelayMs : 250 * 2 ** attempt;
    const event: SandboxNotification = {
      id: `evt_${randomBytes(12).toString('hex')}`,
      type: `payment.${status}`,
      created: Math.floor(Date.now() / 1000),
      data: { reference: payment.provider_reference, payment_id: payment.id, amount: payment.amount, currency: 'MKD' },
    };
    const send = async (body: string) => {
      const response = await fastify.inject({
        method: 'POST',
        url: '/api/payments/notify/sandbox',
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxNotification(context.keys, body, Math.floor(Date.now() / 1000)) },
        payload: body,
      });
      if (response.statusCode >= 500 && attempt < 5) deliverLater(body, attempt + 1);
    };
    const deliverLater = (body: string, next: number) => {
      const timer = setTimeout(() => {
        pending.delete(timer);
        send(body).catch(() => undefined);
      }, 250 * 2 ** next);
      pending.add(timer);
    };
    const body = JSON.stringify(event);
    if (delay === 0) {
      // Still after this request's answer: the browser's return and the notification race, as with a real processor.
      setImmediate(() => send(body).catch(() => undefined));
      return;
    }
    const timer = setTimeout(() => {
      pending.delete(timer);
      send(body).catch(() => undefined);
    }, delay);
    pending.add(timer);
  }

  fastify.addHook('onClose', async () => {
    for (const timer of pending) clearTimeout(timer);
    pending.clear();
  });

  const challengeFor = (payment: PaymentRow) => context.keys.sign('payment-callback', `sandbox-challenge:${payment.id}`);

  async function openPayment(id: string, reply: FastifyReply): Promise<PaymentRow | undefined> {
    const payment = isUuid(id) ? await findPaymentById(db, id) : undefined;
    if (!payment || payment.provider !== 'sandbox') {
      reply.code(404).type('text/html; charset=utf-8').send(page(paymentText('sandbox.title'), `<p>${t('paymentNotFound')}</p>`));
      return undefined;
    }
    reply.header('cache-control', 'no-store');
    if (isFinalPaymentStatus(payment.status) || new Date(payment.expires_at).getTime() <= Date.now()) {
      reply.code(410).type('text/html; charset=utf-8').send(closedPage(payment));
      return undefined;
    }
    return payment;
  }

  const html = (reply: FastifyReply, body: string, code = 200) => reply.code(code).type('text/html; charset=utf-8').send(body);
  const backToApp = (reply: FastifyReply, payment: PaymentRow) => reply.code(303).header('location', RETURN_PATHS[payment.purpose](payment.id)).send();

  fastify.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    scope.get('/sandbox/pay/:id', async (request, reply) => {
      const payment = await openPayment((request.params as { id: string }).id, reply);
      if (!payment) return reply;
      return html(reply, payForm(payment));
    });

    scope.post('/sandbox/pay/:id', async (request, reply) => {
      const payment = await openPayment((request.params as { id: string }).id, reply);
      if (!payment) return reply;
      const form = (request.body ?? {}) as Record<string, string>;
      const behaviour = testCardBehaviour(form.card_number);
      if (!behaviour) return html(reply, payForm(payment, 'sandbox.unknownCard'), 422);
      if (behaviour === 'requires_action') {
        notify(payment, 'requires_action');
        return html(reply, confirmForm(payment, challengeFor(payment)));
      }
      notify(payment, behaviour === 'succeeds' ? 'succeeded' : 'failed');
      return backToApp(reply, payment);
    });

    scope.post('/sandbox/pay/:id/confirm', async (request, reply) => {
      const payment = await openPayment((request.params as { id: string }).id, reply);
      if (!payment) return reply;
      const form = (request.body ?? {}) as Record<string, string>;
      // Only the confirmation page this sandbox rendered for this payment can decide it.
      if (typeof form.challenge !== 'string' || !context.keys.verify('payment-callback', `sandbox-challenge:${payment.id}`, form.challenge)) {
        return html(reply, payForm(payment, 'sandbox.unknownCard'), 422);
      }
      notify(payment, form.decision === 'confirm' ? 'succeeded' : 'failed');
      return backToApp(reply, payment);
    });
  });
}
