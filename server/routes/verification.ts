import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { verificationDecisionBodySchema } from '../../core/admin/decision-bodies';
import type { ApiContext } from '../context';
import type { DocumentType, ImageVariants } from '../db/schema';
import { requireAdmin, requireUser } from '../auth/current-user';
import { accepted, normaliseEmail } from '../accounts/validation';
import { normalisePhone } from '../accounts/sms-codes';
import { publicUser, type UserRow } from '../accounts/users';
import { readForm } from '../http/form';
import { sendError, sendValidationError } from '../http/replies';
import { cleanBodyText, cleanFormText, refuseCharacters } from '../http/text-fields';
import { ImageRejected, storeImageVariants } from '../media/variants';
import { messageText } from '../../core';
import { deliver } from '../mail/outbox';
import { adminName, audit } from '../admin/audit';
import { scheduleDocumentRetention } from '../admin/document-retention';

const DOCUMENT_TYPES: readonly DocumentType[] = ['id_card', 'passport', 'driving_licence'];
const PRIVATE_BASE = '/private';



/**
 * docs/product/trust.md verification requests: the user submits name, e-mail, phone, document type, both sides of the
 * document and terms acceptance; an admin approves (the user becomes verified) or rejects with a note; the user is
 * told by e-mail. Document photos are stored outside the public uploads and shown to admins only.
 */
export async function registerVerificationRoutes(api: FastifyInstance, context: ApiContext): Promise<void> {
  const { db } = context.database;
  const stopRetention = scheduleDocumentRetention(db, context.config.privateDir, context.config.verificationDocumentDays, (error) => api.log.error(error));
  api.addHook('onClose', async () => stopRetention());

  api.post('/verification/submit', async (request, reply) => {
    const user = await requireUser(context, request, reply);
    if (!user) return reply;
    if (user.verified) return sendError(reply, 409, 'verification_failed', { verified: true });
    const pending = await db.selectFrom('verification_requests').select('id').where('user_id', '=', user.id).where('status', '=', 'pending').executeTakeFirst();
    if (pending) return sendError(reply, 409, 'verification_already_pending');
    const read = await readForm(request, ['front_image', 'back_image']);
    if (!read.ok) return sendError(reply, read.messageId === 'imageTooLarge' ? 413 : 400, read.messageId);
    const { fields, files } = read.form;
    const refused = cleanFormText(fields, { first_name: 'line', last_name: 'line' });
    if (Object.keys(refused).length > 0) return refuseCharacters(reply, refused);
    const errors: Record<string, string[]> = {};
    const firstName = fields.first_name?.trim() ?? '';
    const lastName = fields.last_name?.trim() ?? '';
    if (!firstName) errors.first_name = ['firstNameRequired'];
    else if (firstName.length > 50) errors.first_name = ['firstNameMax'];
    if (!lastName) errors.last_name = ['lastNameRequired'];
    else if (lastName.length > 50) errors.last_name = ['lastNameMax'];
    const email = normaliseEmail(fields.email ?? user.email);
    if (!email) errors.email = ['invalidEmail'];
    const phone = normalisePhone(fields.phone ?? fields.phone_number ?? user.phone_number ?? '');
    if (!phone) errors.phone = ['validation.phoneInvalid'];
    const documentType = fields.document_type as DocumentType;
    if (!DOCUMENT_TYPES.includes(documentType)) errors.document_type = ['verification_failed'];
    if (!accepted(fields.terms_accepted ?? fields.terms)) errors.terms_accepted = ['validation.termsRequired'];
    // A passport has one page that matters; an ID card and a driving licence have two sides.
    const sides = documentType === 'passport' ? (['front_image'] as const) : (['front_image', 'back_image'] as const);
    for (const side of sides) if (!files[side]) errors[side] = ['mustBeImage'];
    if (Object.keys(errors).length > 0) return sendValidationError(reply, 'verification_failed', errors);

    const stored: Record<string, ImageVariants> = {};
    try {
      for (const side of sides) {
        stored[side] = await storeImageVariants(files[side] as Buffer, context.config.privateDir, `verification/${user.id}`, PRIVATE_BASE);
      }
    } catch (error) {
      if (error instanceof ImageRejected) return sendValidationError(reply, error.messageId, { document: [error.messageId] });
      throw error;
    }
    await db
      .insertInto('verification_requests')
      .values({
        user_id: user.id,
        first_name: firstName,
        last_name: lastName,
        email: email as string,
        phone: phone as string,
        document_type: documentType,
        front_image: JSON.stringify(stored.front_image),
        back_image: stored.back_image ? JSON.stringify(stored.back_image) : null,
        terms_accepted: true,
      })
      .execute();
    return reply.code(201).send({ status: 'success', messageId: 'verification_submitted' });
  });

  api.get('/admin/verification-requests', async (request, reply) => {
    if (!(await requireAdmin(context, request, reply))) return reply;
    const status = (request.query as { status?: string }).status ?? 'pending';
    if (!['pending', 'approved', 'rejected'].includes(status)) return sendError(reply, 422, 'invalidRequest');
    const rows = await db
      .selectFrom('verification_requests as v')
      .innerJoin('users as u', 'u.id', 'v.user_id')
      .selectAll('v')
      .select(['u.email as user_email'])
      .where('v.status', '=', status as 'pending')
      .orderBy('v.submitted_at', 'asc')
      .limit(100)
      .execute();
    const owners = rows.length ? await db.selectFrom('users').selectAll().where('id', 'in', rows.map((r) => r.user_id)).execute() : [];
    return {
      status: 'success',
      data: rows.map((row) => ({
        id: row.id,
        status: row.status,
        first_name: row.first_name,
        last_name: row.last_name,
        email: row.email,
        phone: row.phone,
        document_type: row.document_type,
        admin_note: row.admin_note,
        submitted_at: new Date(row.submitted_at).toISOString(),
        processed_at: row.processed_at ? new Date(row.processed_at).toISOString() : null,
        documents: { front: `/api/admin/verification-requests/${row.id}/document/front`, back: row.back_image ? `/api/admin/verification-requests/${row.id}/document/back` : null },
        user: { ...publicUser(owners.find((o) => o.id === row.user_id) as UserRow, context.config.supportEmail), email: row.user_email },
      })),
    };
  });

  // The document photos: to admins and to the person they belong to; anyone else is answered like a missing one.
  api.get('/admin/verification-requests/:id/document/:side', async (request, reply) => {
    const viewer = await requireUser(context, request, reply);
    if (!viewer) return reply;
    const { id, side } = request.params as { id: string; side: string };
    if (!/^\d{1,9}$/.test(id) || (side !== 'front' && side !== 'back')) return sendError(reply, 404, 'notFound');
    const row = await db.selectFrom('verification_requests').select(['user_id', 'front_image', 'back_image']).where('id', '=', Number(id)).executeTakeFirst();
    if (!row || (viewer.role !== 'admin' && viewer.id !== row.user_id)) return sendError(reply, 404, 'notFound');
    const image = side === 'front' ? row?.front_image : row?.back_image;
    const url = image?.medium_webp;
    if (!url || !url.startsWith(`${PRIVATE_BASE}/`)) return sendError(reply, 404, 'notFound');
    const file = path.resolve(context.config.privateDir, url.slice(PRIVATE_BASE.length + 1));
    if (!file.startsWith(path.resolve(context.config.privateDir) + path.sep) || !fs.existsSync(file)) return sendError(reply, 404, 'notFound');
    reply.header('Cache-Control', 'private, no-store');
    return reply.type('image/webp').send(fs.createReadStream(file));
  });

  api.post('/admin/verification-requests/:id/process', async (request, reply) => {
    const admin = await requireAdmin(context, request, reply);
    if (!admin) return reply;
    const id = Number((request.params as { id: string }).id);
    const parsed = verificationDecisionBodySchema.safeParse(request.body);
    if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647 || !parsed.success) return sendError(reply, 422, 'invalidRequest');
    const { decision } = parsed.data;
    const note = cleanBodyText(parsed.data.admin_note, 'multiline');
    if (note === false) return refuseCharacters(reply, { admin_note: ['invalidCharacters'] });
    if (decision === 'reject' && !note) return sendValidationError(reply, 'invalidRequest', { admin_note: ['validation.fieldRequired'] });
    const status = decision === 'approve' ? 'approved' : 'rejected';
    // One decision per request, even with two admins clicking at once: the update only takes a request that is
    // still pending (the row lock makes the second wait, then find it decided), and says who decided otherwise.
    const row = await db.transaction().execute(async (trx) => {
      const decided = await trx
        .updateTable('verification_requests')
        .set({ status, admin_note: note ?? null, processed_by: admin.id, processed_by_name: adminName(admin), processed_at: new Date() })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .returningAll()
        .executeTakeFirst();
      if (!decided) return undefined;
      if (status === 'approved') await trx.updateTable('users').set({ verified: true, updated_at: new Date() }).where('id', '=', decided.user_id).execute();
      await audit(trx, admin, { action: status === 'approved' ? 'verification.approve' : 'verification.reject', targetType: 'verification_request', targetId: id, note });
      return decided;
    });
    if (!row) {
      const current = await db.selectFrom('verification_requests').select(['status', 'processed_by_name', 'processed_at']).where('id', '=', id).executeTakeFirst();
      if (!current) return sendError(reply, 404, 'notFound');
      return sendError(reply, 409, 'invalidRequest', { current_status: current.status, decided_by: current.processed_by_name, decided_at: current.processed_at ? new Date(current.processed_at).toISOString() : null });
    }
    const recipient = await db.selectFrom('users').select('language').where('id', '=', row.user_id).executeTakeFirst();
    const language = recipient?.language ?? 'mk';
    await deliver(db, request.log, {
      to: row.email,
      // The admin decides, the user reads: in the language kept on the user's account (decision 121).
      subject: messageText(status === 'approved' ? 'mail.verificationApproved.subject' : 'mail.verificationRejected.subject', language),
      body:
        status === 'approved'
          ? messageText('mail.verificationApproved.body', language)
          : messageText('mail.verificationRejected.body', language, { note: note ? messageText('mail.verificationRejected.note', language, { note }) : '' }),
    });
    return { status: 'success', data: { id, status, admin_note: note ?? null } };
  });
}
