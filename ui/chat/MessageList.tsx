import type { ChatDayGroupView, ChatMessageView } from '../../core';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { DayGroup } from './DayGroup';
import { MessageBubble } from './MessageBubble';
import styles from './MessageList.module.css';

/**
 * One row of the virtual list: a message, carrying its day's heading when it is the first of its day. Headings
 * are not rows of their own: the row at the top of the view is then always a message, which is what the list
 * anchors on when older history is prepended (a heading row would move to the top of its day instead).
 */
interface Item {
  key: string;
  message: ChatMessageView;
  day: { date: string; dateFormatted: string } | null;
}

function flatten(groups: readonly ChatDayGroupView[]): Item[] {
  const items: Item[] = [];
  for (const group of groups) {
    group.messages.forEach((message, index) => {
      items.push({ key: `m:${message.key}`, message, day: index === 0 ? { date: group.date, dateFormatted: group.dateFormatted } : null });
    });
  }
  return items;
}

export interface MessageListProps {
  groups: readonly ChatDayGroupView[];
  onRetry: (key: string) => void;
  /** Changes when the user sends, so the list jumps to their message even when scrolled up. */
  ownSendCount: number;
  labelledBy: string;
  /** Messages whose safety notice the reader closed. */
  dismissedNotices?: ReadonlySet<string>;
  onDismissNotice?: (key: string) => void;
}

/**
 * The thread's messages, virtualised: only the rows in view (plus a small overscan) are in the DOM, so a
 * 5,000-message conversation opens as fast as a short one. End-anchored (TanStack Virtual `anchorTo:'end'`):
 * prepending older history keeps the visible message where it was, and new messages are followed only when
 * the reader was already at the bottom.
 */
export function MessageList({ groups, onRetry, ownSendCount, labelledBy, dismissedNotices, onDismissNotice }: MessageListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const items = useMemo(() => flatten(groups), [groups]);

  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (items[index]?.day ? 92 : 56),
    getItemKey: (index) => items[index]?.key ?? index,
    anchorTo: 'end',
    followOnAppend: true,
    scrollEndThreshold: 80,
    overscan: 8,
  });

  // Open at the latest message.
  useLayoutEffect(() => {
    virtualizer.scrollToEnd();
  }, [virtualizer]);

  // TanStack's default compensation, plus one case: the message at the top edge lost its day heading because
  // older messages of its day were loaded above it. The heading sat above the bubble, so scrolling by the same
  // amount keeps the bubble exactly where the reader saw it.
  useLayoutEffect(() => {
    virtualizer.shouldAdjustScrollPositionOnItemSizeChange = (item, delta, instance) => {
      const offset = instance.scrollOffset ?? 0;
      if (!instance.itemSizeCache.has(item.key)) return item.start < offset;
      const size = instance.itemSizeCache.get(item.key) ?? item.size;
      if (item.start + size <= offset && instance.scrollDirection !== 'backward') return true;
      return delta < 0 && Math.abs(item.start - offset) <= 1;
    };
  }, [virtualizer]);

  // The user's own message is always brought into view, wherever they had scrolled.
  useLayoutEffect(() => {
    if (ownSendCount > 0) virtualizer.scrollToEnd();
  }, [ownSendCount, virtualizer]);

  return (
    <div ref={scrollRef} className={styles.scroller} tabIndex={0} role="region" aria-labelledby={labelledBy} data-testid="message-list" data-count={items.length}>
      <div className={styles.sizer} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((virtualItem) => {
          const item = items[virtualItem.index];
          if (!item) return null;
          return (
            <div
              key={virtualItem.key.toString()}
              ref={virtualizer.measureElement}
              data-index={virtualItem.index}
              data-key={item.key}
              className={styles.item}
              style={{ transform: `translateY(${virtualItem.start}px)` }}
            >
              {item.day && <DayGroup date={item.day.date} dateFormatted={item.day.dateFormatted} />}
              <MessageBubble message={item.message} onRetry={onRetry} noticeDismissed={dismissedNotices?.has(item.message.key) ?? false} onDismissNotice={onDismissNotice} />
            </div>
          );
        })}
      </div>
    </div>
  );
}
