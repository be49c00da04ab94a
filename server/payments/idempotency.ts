import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Idempotency keys (docs/payments.md "Idempotency"). Every purchase and top-up carries `idempotency_key`, a UUID
 * the screen makes once per intended action. The key row is inserted in the same transaction as what the request
 * does, with a hash of the request and, before commit, the answer:
 *
 * - a new key: the operation runs; its answer is stored and committed with it;
 * - the same key and body again (a retry, a double click, a reload): the stored answer, as 200, nothing runs;
 * - the same key with another body: 409 `idempotencyKeyReused`;
 * - two requests with one key at once: the second one's insert waits on the primary key until the first commits,
 *   then finds its row and replays its answer — one payment, one purchase;
 * - a refused operation (402, 409, 422) stores nothing: the transaction rolls back, so the same key may try again.
 */
export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** An answer that ends the operation without a side effect: the transaction is rolled back. */
export class Refusal extends Error {
  constructor(readonly answer: Answer) {
    super(`refused: ${answer.status}`);
  }
}

export function requestHash(operation: string, body: Record<string, unknown>): string {
  const canonical = JSON.stringify(Object.keys(body).sort().filter((key) => key !== 'idempotency_key').map((key) => [key, body[key]]));
  return createHash('sha256').update(`${operation}\n${canonical}`).digest('hex');
}

export async function idempotent(
  db: Kysely<Database>,
  request: { userId: number; key: string; operation: string; body: Record<string, unknown> },
  run: (trx: Transaction<Database>) => Promise<Answer>,
): Promise<Answer & { replayed: boolean }> {
  const hash = requestHash(request.operation, request.body);
  try {
    return await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('idempotency_keys')
        .values({ user_id: request.userId, key: request.key, operation: request.operation, request_hash: hash, response_status: 0, response_body: '{}' })
        .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
        .returning('key')
        .executeTakeFirst();
      if (!claimed) {
        const stored = await trx
          .selectFrom('idempotency_keys')
          .select(['operation', 'request_hash', 'response_status', 'response_body'])
          .where('user_id', '=', request.userId)
          .where('key', '=', request.key)
          .executeTakeFirstOrThrow();
        if (stored.operation !== request.operation || stored.request_hash !== hash) {
          return { status: 409, body: { status: 'error', messageId: 'idempotencyKeyReused' }, replayed: true };
        }
        // A replay says "this already happened": 200, with the first answer's body.
        return { status: stored.response_status === 201 ? 200 : stored.response_status, body: stored.response_body as Record<string, unknown>, replayed: true };
      }
      const answer = await run(trx);
      await trx
        .updateTable('idempotency_keys')
        .set({ response_status: answer.status, response_body: JSON.stringify(answer.body) })
        .where('user_id', '=', request.userId)
        .where('key', '=', request.key)
        .execute();
      return { ...answer, replayed: false };
    });
  } catch (error) {
    if (error instanceof Refusal) return { ...error.answer, replayed: false };
    throw error;
  }
}
