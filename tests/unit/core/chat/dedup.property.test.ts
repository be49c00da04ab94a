import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conversation, createHarness, dayGroups, message } from './harness';

describe('nothing duplicated, nothing reordered (property)', () => {
  it('any arrival order of new_message events, with duplicates, leaves the thread in server order, each once, and counts unread once', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 25 }),
        fc.array(fc.nat(), { maxLength: 20 }),
        fc.uniqueArray(fc.integer({ min: 61, max: 90 }), { maxLength: 10 }),
        (openIds, duplicatePicks, otherIds) => {
          const { server, engine, clock } = createHarness();
          server.list([conversation(1), conversation(2)]);
          engine.select(1);
          clock.advanceSync(150);
          server.emit('conversation_messages', { conversation_id: 1, messages: dayGroups([]), has_more_messages: false });
          const arrivals = [...openIds, ...duplicatePicks.map((pick) => openIds[pick % openIds.length]!)];
          for (const id of arrivals) server.emit('new_message', message(id, 1));
          for (const id of [...otherIds, ...otherIds]) server.emit('new_message', message(id, 2));
          const keys = engine.getSnapshot().thread.groups.flatMap((group) => group.messages.map((item) => Number(item.key)));
          expect(keys).toEqual([...openIds].sort((a, b) => a - b));
          const other = engine.getSnapshot().conversations.find((row) => row.id === 2)!;
          expect(other.unreadCount).toBe(otherIds.length);
          expect(engine.getSnapshot().unread.total).toBe(otherIds.length);
          engine.dispose();
        },
      ),
      { numRuns: 60 },
    );
  });
});
