import { useLayoutEffect, useMemo, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { DayGroup } from './DayGroup';
import { MessageBubble } from './MessageBubble';
import type { DayGroupView, MessageView } from './viewTypes';
import styles from './MessageList.module.css';

type Item = { kind: 'day'; key: string; date: string; dateFormatted: string } | { kind: 'message'; key: string; message: MessageView };

function flatten(groups: readonly DayGroupView[]): Item[] {
  const items: Item[] = [];
  for (const group of groups) {
    items.push({ kind: 'day', key: `d:${group.date}`, date: group.date, dateFormatted: group.dateFormatted });
    for (const message of group.messages) items.push({ kind: 'message', key: `m:${message.key}`, message });
  }
  return items;
}

export interface MessageListProps {
  groups: readonly DayGroupView[];
  onRetry: (key: string) => void;
  /** Changes when the user sends, so the list jumps to their message even when scrolled up. */
  ownSendCount: number;
  labelledBy: string;
}

/**
 * The thread's messages, virtualised: only the rows in view (plus a small overscan) are in the DOM, so a
 * 5,000-message conversation opens as fast as a short one. End-anchored (TanStack Virtual `anchorTo:'end'`):
 * prepending older history keeps the visible message where it was, and new messages are followed only when
 * the reader was already at the bottom.
 */
export function MessageList({ groups, onRetry, ownSendCount, labelledBy }: MessageListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const items = useMemo(() => flatten(groups), [groups]);

  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (items[index]?.kind === 'day' ? 36 : 56),
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
              {item.kind === 'day' ? (
                <DayGroup date={item.date} dateFormatted={item.dateFormatted} />
              ) : (
                <MessageBubble message={item.message} onRetry={onRetry} />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
