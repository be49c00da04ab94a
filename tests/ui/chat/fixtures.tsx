import type { ChatConversationRow, ChatDayGroupView, ChatMessageView, ChatThreadHeader } from '../../../core';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { LanguageStore } from '../../../core';
import { LanguageProvider } from '../../../ui/i18n';

export function renderMk(element: ReactElement) {
  return render(<LanguageProvider language={new LanguageStore('mk')}>{element}</LanguageProvider>);
}

export function rowView(overrides: Partial<ChatConversationRow> = {}): ChatConversationRow {
  return {
    id: 1,
    key: String(overrides.id ?? 1),
    partner: { id: '11', name: 'Ана Петровска', initials: 'АП', avatarUrl: null },
  listingName: 'Голф 7 2016',
    listingThumb: null,
    listingHref: '/oglas/golf-7-2016-15',
    title: 'Голф 7 2016',
    preview: 'Дали е уште достапно?',
    timeLabel: '10:15',
    unreadCount: 0,
    unreadBadge: '',
    online: false,
    isSupport: false,
    typing: false,
    selected: false,
    placeholder: false,
    ...overrides,
  };
}

export function messageView(overrides: Partial<ChatMessageView> = {}): ChatMessageView {
  return {
    key: 'm1',
    text: 'Здраво',
    own: false,
    timeLabel: '10:15',
    status: null,
    statusIcon: '',
    error: null,
    large: false,
    canRetry: false,
    tempId: null,
    parts: [{ kind: 'text', text: overrides.text ?? 'Здраво' }],
    notice: null,
    ...overrides,
  };
}

export function dayGroups(count: number, perDay = 10): ChatDayGroupView[] {
  const groups: ChatDayGroupView[] = [];
  for (let i = 0; i < count; i += perDay) {
    const day = String(1 + groups.length).padStart(2, '0');
    const messages: ChatMessageView[] = [];
    for (let j = i; j < Math.min(count, i + perDay); j++) {
      messages.push(messageView({ key: `m${j}`, text: `Порака ${j}`, own: j % 2 === 0 }));
    }
    groups.push({ date: `2026-11-${day}`, dateFormatted: `${day} ное 2026`, messages });
  }
  return groups;
}

export const headerView: ChatThreadHeader = {
  partner: { id: '11', name: 'Ана Петровска', initials: 'АП', avatarUrl: null },
  listingId: 15,
  listingName: 'Голф 7 2016',
  listingHref: '/oglas/golf-7-2016-15',
  online: true,
  isSupport: false,
};

/** jsdom lays nothing out: give scroll containers a viewport so the virtualiser renders rows. */
export function stubLayout(height = 600, width = 400, rowHeight = 50) {
  const proto = HTMLElement.prototype;
  const names = ['clientHeight', 'clientWidth', 'offsetHeight'] as const;
  const original = names.map((name) => [name, Object.getOwnPropertyDescriptor(proto, name)] as const);
  Object.defineProperty(proto, 'clientHeight', { configurable: true, get: () => height });
  Object.defineProperty(proto, 'clientWidth', { configurable: true, get: () => width });
  Object.defineProperty(proto, 'offsetHeight', { configurable: true, get: () => rowHeight });
  return () => {
    for (const [name, descriptor] of original) if (descriptor) Object.defineProperty(proto, name, descriptor);
  };
}
