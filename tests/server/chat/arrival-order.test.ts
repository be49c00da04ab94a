import type { Socket } from 'socket.io';
import { describe, expect, it } from 'vitest';
import { inArrivalOrder } from '../../../server/chat/event-handler';

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('one socket’s events are handled in arrival order', () => {
  it('a quick handler waits for a slower one that arrived first (mark read, then unread count)', async () => {
    const socket = {} as Socket;
    const log: string[] = [];
    const markRead = inArrivalOrder(socket, async () => {
      await delay(30);
      log.push('mark_conversation_as_read committed');
    });
    const count = inArrivalOrder(socket, async () => {
      log.push('get_unread_count read');
    });
    await Promise.all([markRead, count]);
    expect(log).toEqual(['mark_conversation_as_read committed', 'get_unread_count read']);
  });

  it('a failing handler does not block the next one, and other sockets are not held up', async () => {
    const first = {} as Socket;
    const second = {} as Socket;
    const log: string[] = [];
    const failing = inArrivalOrder(first, async () => {
      await delay(20);
      throw new Error('boom');
    });
    const after = inArrivalOrder(first, async () => {
      log.push('first socket, next event');
    });
    const other = inArrivalOrder(second, async () => {
      log.push('second socket');
    });
    await expect(failing).rejects.toThrow('boom');
    await Promise.all([after, other]);
    expect(log).toEqual(['second socket', 'first socket, next event']);
  });
});
