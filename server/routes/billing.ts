import { PAGE_SIZES } from '../../core/routes/page-sizes';
import type { FastifyInstance } from 'fastify';
import { validateBillingDetails, type BillingInput } from '../../core/payments/billing-rules';
import type { ApiContext } from '../context';
import { requireUser } from '../auth/current-user';
import { sendError, sendValidationError } from '../http/replies';
import { billingDetailsOf, findOwnInvoice, INVOICE_NUMBER } from '../payments/invoices';
import { renderInvoicePdf } from '../payments/invoice-pdf';

const PER_PAGE = PAGE_SIZES.invoices;

/** Billing details and invoices (issue 21; docs/api.md "Money"). Everything here is the caller's own. */
export async function registerBillingRoutes(api: FastifyInstance, context: ApiContext): Promise<void> {
  const { db } = context.database;

  api.get('/billing', async (request, reply) => {
    const user = await requireUser(context, request, reply);
    if (!user) return reply;
    return { status: 'success', details: await billingDetailsOf(db, user.id) };
  });

  api.put('/billing', async (request, reply) => {
    const user = await requireUser(context, request, reply);
    if (!user) return reply;
    const input = (request.body && typeof request.body === 'object' ? request.body : {}) as BillingInput;
    const result = validateBillingDetails(input);
    if (!result.ok) {
      const refused = Object.values(result.errors).some((ids) => ids?.includes('invalidCharacters'));
      return sendValidationError(reply, refused ? 'invalidCharacters' : 'invalidUpdateData', result.errors as Record<string, string[]>);
    }
    const details = result.value;
    await db
      .insertInto('billing_details')
      .values({ user_id: user.id, ...details, updated_at: new Date() })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...details, updated_at: new Date() }))
      .execute();
    return { status: 'success', messageId: 'billingSaved', details };
  });

  api.get('/billing/invoices', async (request, reply) => {
    const user = await requireUser(context, request, reply);
    if (!user) return reply;
    const raw = Number((request.query as { page?: string }).page ?? 1);
    const page = Number.isInteger(raw) && raw >= 1 && raw <= 100_000 ? raw : 1;
    const count = await db.selectFrom('invoices').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', user.id).executeTakeFirstOrThrow();
    const total = Number(count.n);
    const rows = await db
      .selectFrom('invoices')
      .select(['number', 'payment_id', 'amount', 'currency', 'description', 'issued_at'])
      .where('user_id', '=', user.id)
      .orderBy('issued_at', 'desc')
      .orderBy('number', 'desc')
      .limit(PER_PAGE)
      .offset((page - 1) * PER_PAGE)
      .execute();
    return {
      status: 'success',
      data: rows.map((r) => ({ ...r, issued_at: new Date(r.issued_at).toISOString() })),
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / PER_PAGE)),
      total,
    };
  });

  api.get('/billing/invoices/:file', async (request, reply) => {
    const user = await requireUser(context, request, reply);
    if (!user) return reply;
    const file = (request.params as { file: string }).file;
    const number = file.endsWith('.pdf') ? file.slice(0, -4) : '';
    const invoice = INVOICE_NUMBER.test(number) ? await findOwnInvoice(db, user.id, number) : undefined;
    // Another user's invoice is answered like a missing one.
    if (!invoice) return sendError(reply, 404, 'notFound');
    const pdf = await renderInvoicePdf(invoice);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${invoice.number}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
}
