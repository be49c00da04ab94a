import { describe, expect, it } from 'vitest';
import { conversation, createHarness, dayGroups, message, T0 } from './harness';

describe('support conversation (docs/product/chat.md)', () => {
  it("openSupport selects a 'support-…' placeholder; the first message replaces it by the real id", () => {
    const harness = createHarness();
    harness.server.list([conversation(1)]);
    expect(harness.engine.openSupport()).toBe(true);
    expect(harness.engine.getSnapshot()).toMatchObject({ isOpen: true, selectedId: 'support-7' });
    expect(harness.engine.getSnapshot().conversations[0]).toMatchObject({ id: 'support-7', isSupport: true, placeholder: true });
    harness.clock.advanceSync(500);
    expect(harness.server.emits('join')).toEqual([]); // no room before the conversation exists
    harness.engine.send('Помош');
    expect(harness.server.emits('send_message')).toMatchObject([{ conversation_id: 'support-7', temp_id: 'tmp-1' }]);
    harness.server.emit('message_delivered', { temp_id: 'tmp-1', message_id: 300, conversation_id: 40, is_support: true });
    const snapshot = harness.engine.getSnapshot();
    expect(snapshot.selectedId).toBe(40);
    expect(snapshot.conversations.map((row) => row.id)).toEqual([40, 1]);
    expect(snapshot.conversations[0]).toMatchObject({ isSupport: true, placeholder: false, preview: 'Помош' });
    expect(harness.server.emits('join')).toEqual([{ conversation_id: 40 }]);
    expect(snapshot.thread.groups.flatMap((group) => group.messages).map((item) => item.key)).toEqual(['300']);
  });

  it('an incoming support typing event also replaces the placeholder', () => {
    const harness = createHarness();
    harness.engine.openSupport();
    harness.server.emit('typing_start', { conversation_id: 41, user_id: 2, is_support: true });
    expect(harness.engine.getSnapshot().selectedId).toBe(41);
    expect(harness.engine.getSnapshot().thread.typing).toBe(true);
  });

  it('the placeholder is dropped when the list has the real support conversation', () => {
    const harness = createHarness();
    harness.engine.openSupport();
    harness.server.list([conversation(42, { is_support: true, entity: null }), conversation(1)]);
    expect(harness.engine.getSnapshot().conversations.map((row) => row.id)).toEqual([42, 1]);
    expect(harness.engine.getSnapshot().selectedId).toBe(42);
  });

  it('openSupport opens the real support conversation when there is one', () => {
    const harness = createHarness();
    harness.server.list([conversation(42, { is_support: true, entity: null })]);
    harness.engine.openSupport();
    expect(harness.engine.getSnapshot().selectedId).toBe(42);
  });
});

describe('chat with seller', () => {
  const listing = { id: 900, name: 'Голф 7', href: '/oglas/golf-7/900', seller: { id: 4, name: 'Марко Петровски' } };

  it('opens the existing conversation about the listing', () => {
    const harness = createHarness();
    harness.server.list([conversation(1, { entity: { id: 900, name: 'Голф 7' }, other_participant: { id: 4, name: 'Марко' } })]);
    expect(harness.engine.startWithSeller(listing)).toBe(true);
    expect(harness.engine.getSnapshot().selectedId).toBe(1);
  });

  it('otherwise the first message creates it (conversation_id null, entity and recipient given)', () => {
    const harness = createHarness();
    harness.engine.startWithSeller(listing);
    expect(harness.engine.getSnapshot().thread.header).toMatchObject({ listingName: 'Голф 7', listingHref: '/oglas/golf-7/900', partner: { name: 'Марко Петровски', initials: 'МП' } });
    harness.engine.send('Дали е достапно?');
    expect(harness.server.emits('send_message')).toMatchObject([{ conversation_id: null, entity_id: 900, recipient_id: 4 }]);
    harness.server.emit('message_delivered', { temp_id: 'tmp-1', message_id: 5, conversation_id: 77 });
    expect(harness.engine.getSnapshot().selectedId).toBe(77);
    expect(harness.engine.getSnapshot().conversations.map((row) => row.id)).toEqual([77]);
  });

  it('refuses to chat with yourself', () => {
    const harness = createHarness();
    expect(harness.engine.startWithSeller({ ...listing, seller: { id: 7 } })).toBe(false);
  });
});

describe('conversation rows (docs/product/chat.md)', () => {
  it('a deleted account is named as a deleted user, with no picture', () => {
    const harness = createHarness();
    harness.server.list([conversation(4, { other_participant: { id: 9, name: null, deleted: true, profile_image_thumbnail: '/uploads/x.webp' } })]);
    expect(harness.engine.getSnapshot().conversations[0]!.partner).toEqual({ id: '9', name: 'Избришан корисник', initials: '??', avatarUrl: null, verified: false });
  });

  it("falls back to 'Anonymous' and '??', cuts the title at 24 and the preview at 29, time today vs date", () => {
    const harness = createHarness();
    harness.server.list([
      conversation(1, { other_participant: null, entity: { id: 3, name: 'Продавам стан во Центар, 3 соби' }, last_message: 'Добар ден, дали станот е сè уште слободен?', last_message_at: new Date(T0 - 60_000).toISOString() }),
      conversation(2, { other_participant: { id: 9, full_name: 'Ана Петровска' }, last_message_at: '2025-12-01T09:30:00.000Z' }),
    ]);
    const [today, older] = harness.engine.getSnapshot().conversations;
    expect(today!.partner).toEqual({ id: '', name: 'Anonymous', initials: '??', avatarUrl: null, verified: false });
    expect(today!.title).toBe('Продавам стан во Центар,...');
    expect(today!.preview).toBe('Добар ден, дали станот е сè у...');
    expect(today!.timeLabel).toMatch(/^\d{2}:\d{2}$/);
    expect(older!.partner).toMatchObject({ name: 'Ана Петровска', initials: 'АП' });
    expect(older!.timeLabel).toBe('01.12.2025');
  });

  it('keeps row identity for rows that did not change', () => {
    const harness = createHarness();
    harness.server.list([conversation(1), conversation(2)]);
    const before = harness.engine.getSnapshot().conversations;
    harness.server.emit('new_message', message(5, 2, { sender_id: 7 }));
    const after = harness.engine.getSnapshot().conversations;
    expect(after.find((row) => row.id === 1)).toBe(before.find((row) => row.id === 1));
    expect(after.find((row) => row.id === 2)).not.toBe(before.find((row) => row.id === 2));
  });

  it('a message in another conversation does not rebuild the open thread view', () => {
    const harness = createHarness();
    harness.server.list([conversation(1), conversation(2)]);
    harness.engine.select(1);
    harness.clock.advanceSync(150);
    harness.server.emit('conversation_messages', { conversation_id: 1, messages: dayGroups([message(1, 1)]), has_more_messages: false });
    const before = harness.engine.getSnapshot().thread;
    harness.server.emit('new_message', message(9, 2));
    expect(harness.engine.getSnapshot().conversations[0]!.id).toBe(2);
    expect(harness.engine.getSnapshot().thread).toBe(before);
  });

  it('the snapshot is stable between changes and state$ emits once per burst of changes', async () => {
    const harness = createHarness();
    const seen: unknown[] = [];
    const subscription = harness.engine.state$.subscribe((snapshot) => seen.push(snapshot));
    expect(harness.engine.getSnapshot()).toBe(harness.engine.getSnapshot());
    harness.server.list([conversation(1)]);
    harness.engine.select(1);
    harness.clock.advanceSync(150);
    harness.server.emit('conversation_messages', { conversation_id: 1, messages: dayGroups([message(1, 1)]), has_more_messages: false });
    // Notifications are coalesced per microtask: one burst of changes, one emission of the latest snapshot.
    const before = seen.length;
    await Promise.resolve();
    await Promise.resolve();
    expect(seen.length).toBe(before + 1);
    expect(seen.at(-1)).toBe(harness.engine.getSnapshot());
    expect(harness.engine.getSnapshot().thread.groups).toHaveLength(1);
    expect(new Set(seen).size).toBe(seen.length);
    subscription.unsubscribe();
  });
});
