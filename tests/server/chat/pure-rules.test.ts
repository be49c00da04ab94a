import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseConversationRef } from '../../../server/chat/conversations';
import { ChatError, errorBody } from '../../../server/chat/errors';
import { EventThrottle } from '../../../server/chat/event-throttle';
import { normaliseMessageText } from '../../../server/chat/message-text';
import { dayKey, formatDayKey } from '../../../core/chat/day-groups';
import {
  groupByDay,
  initialsOf,
  participantName,
  type MessageView,
} from '../../../server/chat/views';

const refusal = (fn: () => unknown): string | undefined => {
  try {
    fn();
  } catch (error) {
    return error instanceof ChatError ? error.code : 'other';
  }
  return undefined;
};

describe('message text (docs/product/chat.md Chat messages: trimmed, never empty; plain text; a maximum length)', () => {
  it('trims, keeps inner line breaks, normalises CRLF, drops control characters', () => {
    expect(normaliseMessageText('  здраво\r\nсвету \t', 100)).toBe('здраво\nсвету');
    expect(normaliseMessageText('a\u0000b\u0008c\u007fd', 100)).toBe('abcd');
  });

  it('refuses empty and whitespace-only text with EMPTY_MESSAGE', () => {
    expect(refusal(() => normaliseMessageText('', 10))).toBe('EMPTY_MESSAGE');
    expect(refusal(() => normaliseMessageText(' \n\t\u0000 ', 10))).toBe('EMPTY_MESSAGE');
  });

  it('counts the limit after trimming and refuses longer text with MESSAGE_TOO_LONG', () => {
    expect(normaliseMessageText(`  ${'x'.repeat(10)}  `, 10)).toHaveLength(10);
    expect(refusal(() => normaliseMessageText('x'.repeat(11), 10))).toBe('MESSAGE_TOO_LONG');
    expect(errorBody(new ChatError('MESSAGE_TOO_LONG', { max: 10 })).message).toBe(
      'Пораката е предолга (најмногу 10 знаци).',
    );
  });

  it('keeps markup as the characters typed', () => {
    expect(normaliseMessageText('<script>alert(1)</script> &amp;', 100)).toBe(
      '<script>alert(1)</script> &amp;',
    );
  });

  it('replaces unpaired surrogates so the text is valid UTF-8, keeps real pairs (emoji)', () => {
    expect(normaliseMessageText('a\uD800b 😀', 100)).toBe('a\uFFFDb 😀');
  });

  it('property: any string is either refused with a chat code or becomes trimmed text within the limit', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300, unit: 'binary' }), (input) => {
        try {
          const text = normaliseMessageText(input, 200);
          expect(text.length).toBeGreaterThan(0);
          expect(text.length).toBeLessThanOrEqual(200);
          expect(text).toBe(text.trim());
          // eslint-disable-next-line no-control-regex
          expect(/[\u0000-\u0008\u000B-\u001F\u007F]/.test(text)).toBe(false);
        } catch (error) {
          expect(error).toBeInstanceOf(ChatError);
        }
      }),
    );
  });
});

describe('conversation references', () => {
  it('accepts ids and digit strings, and any support placeholder', () => {
    expect(parseConversationRef(12)).toEqual({ type: 'id', id: 12 });
    expect(parseConversationRef('12')).toEqual({ type: 'id', id: 12 });
    expect(parseConversationRef('support-abc')).toEqual({ type: 'support' });
  });

  it('answers CONVERSATION_NOT_FOUND for ids outside the database range or of letters', () => {
    for (const value of [0, 2_147_483_648, 1.5, 'abc', '12a', '']) {
      expect(refusal(() => parseConversationRef(value))).toBe('CONVERSATION_NOT_FOUND');
    }
  });
});

describe('participant names and initials', () => {
  it('prefers display_name, then company, then full name, then first + last; null when none', () => {
    expect(participantName({ full_name: 'Ана Петровска', user_meta: { display_name: 'Ана' } })).toBe('Ана');
    expect(participantName({ full_name: 'Ана Петровска', user_meta: { company_name: 'АП ДООЕЛ' } })).toBe(
      'АП ДООЕЛ',
    );
    expect(
      participantName({ full_name: '  ', user_meta: { first_name: 'Марко', last_name: 'Николов' } }),
    ).toBe('Марко Николов');
    expect(participantName({ full_name: null, user_meta: null })).toBeNull();
  });

  it('takes up to two initials, upper-cased', () => {
    expect(initialsOf('марко николов петров')).toBe('МН');
    expect(initialsOf('Ана')).toBe('А');
    expect(initialsOf(null)).toBeNull();
  });
});

describe('day groups (docs/product/chat.md: date YYYY-MM-DD, date_formatted day, short month, year)', () => {
  const message = (id: number, iso: string): MessageView => ({
    id,
    message_id: id,
    conversation_id: 1,
    message: `m${id}`,
    sender_id: 1,
    recipient_id: 2,
    created_at: iso,
    is_own_message: true,
    status: 'sent',
    type: 'text',
  });

  it('keys days in the given time zone', () => {
    expect(dayKey(new Date('2026-11-20T23:30:00Z'), 'Europe/Skopje')).toBe('2026-11-21');
    expect(dayKey(new Date('2026-11-20T23:30:00Z'), 'UTC')).toBe('2026-11-20');
  });

  it('formats the day in Macedonian', () => {
    expect(formatDayKey('2026-11-23')).toBe('23 ноем 2026');
    expect(formatDayKey('2026-05-03')).toBe('3 мај 2026');
  });

  it('groups consecutive messages by day, oldest first', () => {
    const groups = groupByDay(
      [
        message(1, '2026-11-20T08:00:00Z'),
        message(2, '2026-11-20T20:00:00Z'),
        message(3, '2026-11-21T08:00:00Z'),
      ],
      'Europe/Skopje',
    );
    expect(groups.map((g) => [g.date, g.messages.map((m) => m.id)])).toEqual([
      ['2026-11-20', [1, 2]],
      ['2026-11-21', [3]],
    ]);
  });
});

describe('EventThrottle (virtual time)', () => {
  it('allows a burst of one second’s worth, then refills at the rate', () => {
    let now = 0;
    const throttle = new EventThrottle(5, () => now);
    const burst = Array.from({ length: 7 }, () => throttle.take());
    expect(burst).toEqual([true, true, true, true, true, false, false]);
    now += 200;
    expect(throttle.take()).toBe(true);
    expect(throttle.take()).toBe(false);
  });
});
