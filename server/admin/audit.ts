import type { Kysely, Transaction } from 'kysely';
import type { AdminActionsTable, Database } from '../db/schema';
import type { UserRow } from '../accounts/users';

export type AdminAction = 'verification.approve' | 'verification.reject' | 'listing.approve' | 'listing.reject' | 'report.dismiss' | 'user.ban' | 'user.unban' | 'conversation_report.dismiss' | 'conversation_report.warn' | 'rating.hide';

/** One line of the append-only audit log (migration 0036), written inside the decision's own transaction. */
export async function audit(
  db: Kysely<Database> | Transaction<Database>,
  admin: UserRow,
  entry: { action: AdminAction; targetType: AdminActionsTable['target_type']; targetId: number; note?: string | null },
): Promise<void> {
  await db.insertInto('admin_actions').values({ admin_id: admin.id, action: entry.action, target_type: entry.targetType, target_id: entry.targetId, note: entry.note ?? null }).execute();
}

/** The name an admin is shown by in the console and in "already decided by …". */
export function adminName(admin: UserRow): string {
  const meta = admin.user_meta;
  return [meta?.first_name, meta?.last_name].filter(Boolean).join(' ') || admin.email || `#${admin.id}`;
}
