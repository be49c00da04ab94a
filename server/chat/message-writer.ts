import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hasSqlState, UNDEFINED_PREPARED_STATEMENT } from '../db/named-statements';
import type { NewMessage, StoredMessage } from './messages';
import type { UnreadSummary } from './read-state';
import { ChatError } from './errors';
import { boolArrayLiteral, intArrayLiteral, textArrayLiteral } from './sql-literals';

export interface WriteResult {
  stored: StoredMessage;
  /** True when this sender had already stored this temp_id: nothing was written (exactly once). */
  duplicate: boolean;
  /** The recipient's unread counters right after this write (absent for a duplicate). */
  recipientUnread?: UnreadSummary;
}

interface StatementRow {
  messages: (Omit<StoredMessage, 'created_at'> & { created_at: string })[] | null;
  unread: { user_id: number; conversation_id: number; unread_count: number }[] | null;
  /** The input positions (1-based) refused because their recipient blocked their sender. */
  refused: number[] | null;
}

interface Pending {
  message: NewMessage;
  waiters: { resolve: (result: WriteResult) => void; reject: (error: unknown) => void }[];
}

const MAX_BATCH = 200;
const keyOf = (m: Pick<NewMessage, 'senderId' | 'tempId'>) => `${m.senderId}\u0000${m.tempId}`;

/** The write statement, prepared once per database connection (the name carries a version: change both together). */
const WRITE_STATEMENT = 'oglasi_chat_write_v2';
const ignoring = async (code: string, work: Promise<unknown>) => {
  try {
    await work;
  } catch (error) {
    if (!hasSqlState(error, code)) throw error;
  }
};

/**
 * The messages whose recipient blocked their sender are refused first (those asked to be: `unlessBlocked`); then
 * the inserts (a sender's repeated temp_id does nothing), each conversation's last message, the recipients'
 * unread counters, and their unread summaries as they stand after it (for the `unread_count` push).
 * The unread summary is computed from the statement's snapshot plus its own increments: data-modifying
 * CTEs do not see each other's effects, and this writer is the only one that increments.
 * The arrays are read through `(select $n)` so that the planner cannot see their length: a plan that
 * depends on the values makes PostgreSQL re-plan every execution ("custom plans"), which costs as much as
 * the parse the PREPARE saves; hidden, the generic plan is chosen after the first five (pg_prepared_statements).
 */
const PREPARE_WRITE = `prepare ${WRITE_STATEMENT}(int[], int[], int[], text[], text[], boolean[]) as
  with input as (
    select * from unnest((select $1), (select $2), (select $3), (select $4), (select $5), (select $6)) with ordinality as t(conversation_id, sender_id, recipient_id, body, temp_id, unless_blocked, ord)
  ),
  refused as (
    select i.ord from input i
    where i.unless_blocked and exists (select 1 from chat_blocks b where b.blocker_id = i.recipient_id and b.blocked_id = i.sender_id)
  ),
  ins as (
    insert into messages (conversation_id, sender_id, recipient_id, body, temp_id)
    select conversation_id, sender_id, recipient_id, body, temp_id from input
    where not exists (select 1 from refused where refused.ord = input.ord)
    order by ord
    on conflict (sender_id, temp_id) do nothing
    returning id, conversation_id, sender_id, recipient_id, body, temp_id, created_at
  ),
  latest as (
    select distinct on (conversation_id) conversation_id, body, created_at, sender_id
    from ins order by conversation_id, id desc
  ),
  conversation_update as (
    update conversations c
    set last_message = latest.body, last_message_at = latest.created_at, last_sender_id = latest.sender_id
    from latest where c.id = latest.conversation_id
    returning c.id
  ),
  counts as (
    select conversation_id, recipient_id, count(*)::int as n from ins group by conversation_id, recipient_id
  ),
  unread_update as (
    update conversation_participants p set unread_count = p.unread_count + counts.n
    from counts where p.conversation_id = counts.conversation_id and p.user_id = counts.recipient_id
    returning p.user_id
  ),
  unread as (
    select p.user_id, p.conversation_id, p.unread_count + coalesce(counts.n, 0) as unread_count
    from conversation_participants p
    join (select distinct recipient_id from ins) r on r.recipient_id = p.user_id
    left join counts on counts.conversation_id = p.conversation_id and counts.recipient_id = p.user_id
    where p.unread_count + coalesce(counts.n, 0) > 0
  )
  select
    (select json_agg(ins order by ins.id) from ins) as messages,
    (select json_agg(unread order by unread.user_id, unread.conversation_id) from unread) as unread,
    (select json_agg(refused.ord) from refused) as refused`;

/** Answers a message's waiters with its result: stored, or refused (a ChatError). */
function settle(pending: Pending, result: WriteResult | ChatError | undefined): void {
  if (result instanceof ChatError) pending.waiters.forEach((w) => w.reject(result));
  else pending.waiters.forEach((w) => w.resolve(result as WriteResult));
}

/** Statements that started closer together than this mean a steady stream: the writer lingers (see below). */
const BUSY_WITHIN_MS = 50;

export interface MessageWriterOptions {
  /**
   * While messages keep coming (the previous statement started less than 50 ms ago), a write waits this
   * long for company before its statement starts; an idle server writes at once. 0 turns lingering off.
   */
  lingerMs?: number;
  /**
   * Every this many statements the prepared statement is dropped and prepared again, so its cached plan
   * follows the tables' growth (PGlite runs no autovacuum/ANALYZE, which would otherwise invalidate it).
   */
  replanEvery?: number;
  now?: () => number;
}

/**
 * Stores messages with group commit, in ONE prepared statement per batch (PREPARE_WRITE). A send waits for
 * the statement in flight (if any) and is then written together with everything that arrived meanwhile;
 * under steady traffic a send also lingers a few milliseconds for company, since the cost is mostly per
 * statement (an embedded PGlite spends ~1 ms on the smallest batch, ~0.1 ms more per message). One
 * statement is one transaction, so a confirmed message is always stored with its counters.
 * A failing batch is retried one message at a time, so one bad message fails only itself.
 */
export class MessageWriter {
  private queue = new Map<string, Pending>();
  private running = false;
  private lastStartedAt = Number.NEGATIVE_INFINITY;
  private readonly lingerMs: number;
  private readonly replanEvery: number;
  private readonly now: () => number;
  /** Statements run and messages given to them, for the load benchmark's "messages per statement". */
  statements = 0;
  messages = 0;

  constructor(
    private readonly db: Kysely<Database>,
    options: MessageWriterOptions = {},
  ) {
    this.lingerMs = options.lingerMs ?? 5;
    this.replanEvery = options.replanEvery ?? 1_000;
    this.now = options.now ?? (() => performance.now());
  }

  write(message: NewMessage): Promise<WriteResult> {
    return new Promise((resolve, reject) => {
      const key = keyOf(message);
      const pending = this.queue.get(key);
      // The same temp_id twice in one batch (two tabs racing): one row, both answered with it.
      if (pending) pending.waiters.push({ resolve, reject });
      else this.queue.set(key, { message, waiters: [{ resolve, reject }] });
      if (!this.running) {
        this.running = true;
        const busy = this.now() - this.lastStartedAt < BUSY_WITHIN_MS;
        if (busy && this.lingerMs > 0) setTimeout(() => void this.drain(), this.lingerMs);
        else setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    while (this.queue.size > 0) {
      const batch = [...this.queue.values()].slice(0, MAX_BATCH);
      for (const item of batch) this.queue.delete(keyOf(item.message));
      this.lastStartedAt = this.now();
      try {
        const results = await this.store(batch.map((p) => p.message));
        batch.forEach((p, i) => settle(p, results[i]));
      } catch (error) {
        if (batch.length === 1) batch[0]?.waiters.forEach((w) => w.reject(error));
        else await this.oneByOne(batch);
      }
    }
    this.running = false;
  }

  private async oneByOne(batch: Pending[]): Promise<void> {
    for (const pending of batch) {
      try {
        const [result] = await this.store([pending.message]);
        settle(pending, result);
      } catch (error) {
        pending.waiters.forEach((w) => w.reject(error));
      }
    }
  }

  /**
   * One statement for the batch; then the rows of temp_ids stored earlier, if any. Results in input order: a
   * message refused for a block is its ChatError (only that message fails; the rest of the batch is stored).
   */
  private async store(messages: NewMessage[]): Promise<Array<WriteResult | ChatError>> {
    const call = sql.raw<StatementRow>(
      `execute ${WRITE_STATEMENT}(${intArrayLiteral(messages.map((m) => m.conversationId))}, ${intArrayLiteral(messages.map((m) => m.senderId))}, ` +
        `${intArrayLiteral(messages.map((m) => m.recipientId))}, ${textArrayLiteral(messages.map((m) => m.body))}, ${textArrayLiteral(messages.map((m) => m.tempId))}, ` +
        `${boolArrayLiteral(messages.map((m) => m.unlessBlocked === true))})`,
    );
    this.statements += 1;
    this.messages += messages.length;
    const replan = this.statements % this.replanEvery === 0;
    // One connection for the execute and, the first time on that connection (or after a replan), the prepare it needs.
    const { rows } = await this.db.connection().execute(async (connection) => {
      if (replan) await ignoring(UNDEFINED_PREPARED_STATEMENT, sql.raw(`deallocate ${WRITE_STATEMENT}`).execute(connection));
      try {
        return await call.execute(connection);
      } catch (error) {
        if (!hasSqlState(error, UNDEFINED_PREPARED_STATEMENT)) throw error;
        await sql.raw(PREPARE_WRITE).execute(connection);
        return call.execute(connection);
      }
    });
    const row = rows[0];
    const insertedRows: StoredMessage[] = (row?.messages ?? []).map((m) => ({ ...m, created_at: new Date(m.created_at) }));
    const summaries = new Map<number, UnreadSummary>();
    for (const entry of row?.unread ?? []) {
      const summary = summaries.get(entry.user_id) ?? { total_unread_count: 0, unread_counts: [] };
      summary.total_unread_count += entry.unread_count;
      summary.unread_counts.push({ conversation_id: entry.conversation_id, unread_count: entry.unread_count });
      summaries.set(entry.user_id, summary);
    }

    // A refused message is refused even when its temp_id was stored before the block (a late resend).
    const refused = new Set((row?.refused ?? []).map((ord) => messages[Number(ord) - 1]));
    const inserted = new Map(insertedRows.map((m) => [keyOf({ senderId: m.sender_id, tempId: m.temp_id }), m]));
    const missing = messages.filter((m) => !refused.has(m) && !inserted.has(keyOf(m)));
    const earlier = new Map<string, StoredMessage>();
    if (missing.length > 0) {
      const found = await this.db
        .selectFrom('messages')
        .select(['id', 'conversation_id', 'sender_id', 'recipient_id', 'body', 'temp_id', 'created_at'])
        .where((eb) => eb.or(missing.map((m) => eb.and([eb('sender_id', '=', m.senderId), eb('temp_id', '=', m.tempId)]))))
        .execute();
      for (const row of found) earlier.set(keyOf({ senderId: row.sender_id, tempId: row.temp_id }), row);
    }
    return messages.map((m) => {
      if (refused.has(m)) return new ChatError('RECIPIENT_UNAVAILABLE');
      const fresh = inserted.get(keyOf(m));
      if (fresh) return { stored: fresh, duplicate: false, recipientUnread: summaries.get(fresh.recipient_id) ?? { total_unread_count: 0, unread_counts: [] } };
      const stored = earlier.get(keyOf(m));
      if (!stored) throw new Error('message neither inserted nor found');
      return { stored, duplicate: true };
    });
  }
}
