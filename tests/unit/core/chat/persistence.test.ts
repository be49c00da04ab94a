import { describe, expect, it } from 'vitest';
import { OUTBOX_STORAGE_PREFIX } from '../../../../core/chat/constants';
import { FakeStorage } from '../../../fakes';
import { conversation, createHarness, dayGroups, message } from './harness';

describe('nothing lost on reload (pending outbound messages persisted through StoragePort)', () => {
  it('a new engine over the same storage resends pending messages with their temp ids, in order, once connected', () => {
    const storage = new FakeStorage();
    const first = createHarness({ storage });
    first.server.list([conversation(1)]);
    first.engine.select(1);
    first.clock.advanceSync(150);
    first.socket.serverReconnecting(1);
    first.engine.send('прва');
    first.engine.send('втора');
    expect(JSON.parse(storage.get(`${OUTBOX_STORAGE_PREFIX}7`) ?? '[]')).toHaveLength(2);
    first.engine.dispose(); // the tab reloads

    const second = createHarness({ storage });
    expect(second.server.emits('send_message')).toMatchObject([{ temp_id: 'tmp-1', message: 'прва', conversation_id: 1 }]);
    second.server.emit('message_delivered', { temp_id: 'tmp-1', message_id: 11, conversation_id: 1 });
    second.clock.advanceSync(250);
    second.server.emit('message_delivered', { temp_id: 'tmp-2', message_id: 12, conversation_id: 1 });
    expect(second.server.emits('send_message').map((payload) => (payload as { temp_id: string }).temp_id)).toEqual(['tmp-1', 'tmp-2']);
    expect(storage.get(`${OUTBOX_STORAGE_PREFIX}7`)).toBeNull();
  });

  it('a restored message shows in its conversation when opened', () => {
    const storage = new FakeStorage({
      [`${OUTBOX_STORAGE_PREFIX}7`]: JSON.stringify([{ conversation_id: 1, entity_id: 501, message: 'од пред reload', temp_id: 'old-1', timestamp: 1, status: 'queued' }]),
    });
    const harness = createHarness({ storage });
    harness.server.list([conversation(1)]);
    harness.engine.select(1);
    harness.clock.advanceSync(150);
    harness.server.emit('conversation_messages', { conversation_id: 1, messages: dayGroups([message(1, 1)]), has_more_messages: false });
    const own = harness.engine.getSnapshot().thread.groups.flatMap((group) => group.messages).filter((item) => item.own);
    expect(own).toMatchObject([{ key: 'old-1', text: 'од пред reload', status: 'sending' }]);
  });

  it('corrupt or foreign stored data is skipped, never trusted', () => {
    const storage = new FakeStorage({
      [`${OUTBOX_STORAGE_PREFIX}7`]: JSON.stringify([{ conversation_id: 1, message: '', temp_id: 'bad', timestamp: 1, status: 'queued' }, { hello: 'world' }, { conversation_id: 1, message: 'ok', temp_id: 'good', timestamp: 1, status: 'queued' }]),
      [`${OUTBOX_STORAGE_PREFIX}8`]: '{not json',
    });
    const harness = createHarness({ storage });
    expect(harness.server.emits('send_message')).toMatchObject([{ temp_id: 'good' }]);
    const other = createHarness({ storage, identity: { userId: 8, token: 't8' } });
    expect(other.server.emits('send_message')).toEqual([]);
  });

  it('pending messages are per user: another user on the same device does not send them', () => {
    const storage = new FakeStorage();
    const first = createHarness({ storage });
    first.socket.serverReconnecting(1);
    first.server.list([conversation(1)]);
    first.engine.select(1);
    first.engine.send('тајна');
    const other = createHarness({ storage, identity: { userId: 99, token: 'x' } });
    expect(other.server.emits('send_message')).toEqual([]);
  });
});
