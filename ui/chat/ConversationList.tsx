import type { ChatConversationRow } from '../../core';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useText } from '../i18n';
import { ConversationRow } from './ConversationRow';
import styles from './ConversationList.module.css';

export interface ConversationListProps {
  rows: readonly ChatConversationRow[];
  onSelect: (id: ChatConversationRow['id']) => void;
}

/**
 * The conversation list in the engine's order, as a keyboard-navigable listbox: one tab stop, arrows and
 * Home/End move between rows, Enter or Space opens one (WAI-ARIA listbox pattern).
 */
export function ConversationList({ rows, onSelect }: ConversationListProps) {
  const t = useText();
  const items = useRef(new Map<string, HTMLLIElement>());
  const selectedIndex = rows.findIndex((row) => row.selected);
  const [focusedKey, setFocusedKey] = useState<string | null>(null);
  const focusedIndex = rows.findIndex((row) => String(row.id) === focusedKey);
  const activeIndex = focusedIndex >= 0 ? focusedIndex : Math.max(selectedIndex, 0);

  const moveTo = (index: number) => {
    const row = rows[Math.min(Math.max(index, 0), rows.length - 1)];
    if (!row) return;
    setFocusedKey(String(row.id));
    items.current.get(String(row.id))?.focus();
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLLIElement>) => {
    const row = rows[index];
    switch (event.key) {
      case 'ArrowDown':
        moveTo(index + 1);
        break;
      case 'ArrowUp':
        moveTo(index - 1);
        break;
      case 'Home':
        moveTo(0);
        break;
      case 'End':
        moveTo(rows.length - 1);
        break;
      case 'Enter':
      case ' ':
        if (row) onSelect(row.id);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  if (rows.length === 0) return <p className={styles.empty}>{t('chat.ui.noConversations')}</p>;

  return (
    <ul className={styles.list} role="listbox" aria-label={t('chat.ui.conversations')}>
      {rows.map((row, index) => (
        <ConversationRow
          key={String(row.id)}
          ref={(element) => {
            if (element) items.current.set(String(row.id), element);
            else items.current.delete(String(row.id));
          }}
          row={row}
          tabbable={index === activeIndex}
          onSelect={onSelect}
          onKeyDown={onKeyDown(index)}
          onFocus={() => setFocusedKey(String(row.id))}
        />
      ))}
    </ul>
  );
}
