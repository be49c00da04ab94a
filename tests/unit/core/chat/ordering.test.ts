import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConversationListStore } from '../../../../core/chat/conversation-list';
import { OrderedList } from '../../../../core/chat/ordered-list';
import { compareConversations, repositionInPlace, sortConversations, type OrderFields } from '../../../../core/chat/ordering';
import { conversation, createHarness, message, T0 } from './harness';

const fields = fc.record({
  key: fc.string({ minLength: 1, maxLength: 4 }),
  support: fc.boolean(),
  unread: fc.nat(3),
  sortAt: fc.integer({ min: 0, max: 50 }),
});

function isSorted(list: readonly OrderFields[]): boolean {
  return list.every((item, index) => index === 0 || compareConversations(list[index - 1]!, item) <= 0);
}

describe('conversation list order (docs/product/chat.md)', () => {
  it('support first, then unread, then newest', () => {
    const sorted = sortConversations([
      { key: 'old', support: false, unread: 0, sortAt: 1 },
      { key: 'new', support: false, unread: 0, sortAt: 9 },
      { key: 'unread', support: false, unread: 2, sortAt: 0 },
      { key: 'support', support: true, unread: 0, sortAt: 0 },
    ]);
    expect(sorted.map((item) => item.key)).toEqual(['support', 'unread', 'new', 'old']);
  });

  it('property: the order is a total order consistent with the three rules', () => {
    fc.assert(
      fc.property(fc.array(fields, { maxLength: 40 }), (items) => {
        const unique = [...new Map(items.map((item) => [item.key, item])).values()];
        const sorted = sortConversations(unique);
        for (let index = 1; index < sorted.length; index += 1) {
          const [a, b] = [sorted[index - 1]!, sorted[index]!];
          if (a.support !== b.support) expect(a.support).toBe(true);
          else if (a.unread > 0 !== b.unread > 0) expect(a.unread > 0).toBe(true);
          else expect(a.sortAt).toBeGreaterThanOrEqual(b.sortAt);
        }
      }),
    );
  });

  it('property: moving entries one at a time gives the same list as sorting from scratch', () => {
    fc.assert(
      fc.property(fc.array(fields, { minLength: 1, maxLength: 30 }), fc.array(fc.tuple(fc.nat(29), fields), { maxLength: 60 }), (initial, moves) => {
        const unique = [...new Map(initial.map((item) => [item.key, item])).values()];
        const sorted = sortConversations(unique);
        for (const [index, change] of moves) {
          const previous = sorted[index % sorted.length]!;
          repositionInPlace(sorted, previous, { ...change, key: previous.key });
        }
        expect(isSorted(sorted)).toBe(true);
        expect(sorted).toEqual(sortConversations(sorted));
      }),
    );
  });

  it('property: the linked ordered list equals a full sort after any upserts and deletes', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), fields), { maxLength: 80 }), (operations) => {
        const list = new OrderedList<OrderFields>();
        const model = new Map<string, OrderFields>();
        for (const [remove, item] of operations) {
          if (remove) {
            list.delete(item.key);
            model.delete(item.key);
          } else {
            list.upsert(item);
            model.set(item.key, item);
          }
        }
        expect(list.toArray()).toEqual(sortConversations([...model.values()]));
        expect(list.size).toBe(model.size);
      }),
    );
  });

  it('property: the store stays sorted and holds each conversation once under any sequence of messages', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ conversation: fc.integer({ min: 1, max: 12 }), id: fc.integer({ min: 1, max: 40 }), at: fc.integer({ min: 0, max: 100 }), unread: fc.nat(1) }), { maxLength: 80 }),
        (events) => {
          const store = new ConversationListStore();
          store.replaceAll([1, 2, 3].map((id) => conversation(id)));
          for (const event of events) {
            store.applyMessage({ conversationId: event.conversation, messageKey: String(event.id), text: 'x', at: T0 + event.at }, event.unread);
          }
          const entries = store.getSnapshot().entries;
          expect(isSorted(entries)).toBe(true);
          expect(new Set(entries.map((entry) => entry.key)).size).toBe(entries.length);
        },
      ),
    );
  });

  it('a new message moves its conversation to the top with its last message', () => {
    const { server, engine } = createHarness();
    server.list([conversation(1), conversation(2), conversation(3)]);
    expect(engine.getSnapshot().conversations.map((row) => row.id)).toEqual([3, 2, 1]);
    server.emit('new_message', message(50, 1, { sender_id: 7, recipient_id: 101 }));
    const rows = engine.getSnapshot().conversations;
    expect(rows.map((row) => row.id)).toEqual([1, 3, 2]);
    expect(rows[0]!.preview).toBe('текст 50');
  });

  it('an incoming message makes its conversation unread (it sorts into the unread band), support stays first', () => {
    const { server, engine } = createHarness();
    server.list([conversation(1), conversation(2, { unread_count: 1 }), conversation(9, { is_support: true, entity: null })]);
    expect(engine.getSnapshot().conversations.map((row) => row.id)).toEqual([9, 2, 1]);
    server.emit('new_message', message(60, 1, { at: T0 - 7_200_000 }));
    expect(engine.getSnapshot().conversations.map((row) => [row.id, row.unreadCount])).toEqual([
      [9, 0],
      [2, 1],
      [1, 1],
    ]);
  });

  it('a message older than the current last one does not move the conversation back', () => {
    const { server, engine } = createHarness();
    server.list([conversation(1)]);
    server.emit('new_message', message(70, 1, { sender_id: 7, at: T0 + 60_000 }));
    server.emit('new_message', message(69, 1, { sender_id: 7, at: T0 + 30_000 }));
    expect(engine.getSnapshot().conversations[0]!.preview).toBe('текст 70');
  });

  it('the support account sees no support styling and no support-first order', () => {
    const { server, engine } = createHarness({ identity: { userId: 7, token: 't', isSupportAgent: true } });
    server.list([conversation(1, { is_support: true, last_message_at: new Date(T0 - 9_000_000).toISOString() }), conversation(2)]);
    expect(engine.getSnapshot().conversations.map((row) => [row.id, row.isSupport])).toEqual([
      [2, false],
      [1, false],
    ]);
  });
});
