import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ListingGrid } from '../../../ui/listings/ListingGrid';
import { ChatAvatar } from '../../../ui/chat/ChatAvatar';
import { toSummary } from '../../../core/listings/wire';
import { summaryWire } from '../support/fixtures';
import { Providers } from '../support/render';
import { createTestServices } from '../support/services';

const inApp = (node: React.ReactNode) =>
  render(
    <Providers services={createTestServices()}>
      <MemoryRouter>{node}</MemoryRouter>
    </Providers>,
  );

/** docs/product/trust.md: one "Верификуван корисник" mark wherever a person is shown (issue 41). */
describe('the verified mark', () => {
  it('is on the card of a verified seller (small), not on the others', () => {
    const verified = toSummary({ ...summaryWire(1), user: { verified: true } });
    const plain = toSummary({ ...summaryWire(2), user: { verified: false } });
    inApp(<ListingGrid listings={[verified, plain]} label="Огласи" />);
    const [first, second] = screen.getAllByRole('article');
    expect(within(first!).getByRole('img', { name: 'Верификуван корисник' })).toHaveAttribute('data-size', '16');
    expect(within(second!).queryByRole('img', { name: 'Верификуван корисник' })).toBeNull();
  });

  it('is on the chat avatar of a verified partner: 16 px, as both chat avatars are narrower than 64 px', () => {
    inApp(
      <>
        <ChatAvatar partner={{ id: '1', name: 'Ана', initials: 'А', avatarUrl: null, verified: true }} />
        <ChatAvatar partner={{ id: '2', name: 'Бојан', initials: 'Б', avatarUrl: null, verified: true }} size="large" />
        <ChatAvatar partner={{ id: '3', name: 'Вера', initials: 'В', avatarUrl: null }} />
      </>,
    );
    expect(screen.getAllByRole('img', { name: 'Верификуван корисник' }).map((mark) => mark.getAttribute('data-size'))).toEqual(['16', '16']);
  });
});
