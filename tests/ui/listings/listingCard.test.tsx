import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { BehaviorSubject } from 'rxjs';
import { MemoryRouter } from 'react-router';
import { ListingGrid } from '../../../ui/listings/ListingGrid';
import { toSummary } from '../../../core/listings/wire';
import { summaryWire } from '../support/fixtures';
import { Providers } from '../support/render';
import { createTestServices } from '../support/services';

const renderGrid = (items: ReturnType<typeof toSummary>[], services = createTestServices()) =>
  render(
    <Providers services={services}>
      <MemoryRouter>
        <ListingGrid listings={items} label="Огласи" />
      </MemoryRouter>
    </Providers>,
  );

describe('listing card', () => {
  it('shows title, price, place and date; the card links to the listing page, its place to the place\'s listings', () => {
    renderGrid([toSummary(summaryWire(1))]);
    const link = screen.getByRole('link', { name: /Голф 7 1.6 TDI 1/ });
    expect(link).toHaveAttribute('href', '/oglas/golf-7-16-tdi-1');
    expect(link).toHaveTextContent('8.500 €');
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('20.11.2026');
    expect(screen.getByRole('link', { name: 'Скопје' })).toHaveAttribute('href', '/oglasi/skopje');
  });

  it('a place known only by its region links to the region; one without a slug is plain text', () => {
    const wire = summaryWire(5);
    renderGrid([
      toSummary({ ...wire, location: { region: { id: 1, name: 'Скопски регион', slug: 'skopski' }, city: null } }),
      toSummary({ ...summaryWire(6), location: { city: { id: 2, name: 'Тетово', slug: null } } }),
    ]);
    expect(screen.getByRole('link', { name: 'Скопски регион' })).toHaveAttribute('href', '/oglasi/skopski');
    expect(screen.queryByRole('link', { name: 'Тетово' })).toBeNull();
    expect(screen.getAllByRole('article')[1]).toHaveTextContent('Тетово');
  });

  it("shows 'По Договор' for a by-agreement price", () => {
    renderGrid([toSummary(summaryWire(2, { price: null, price_type: 'agreement' }))]);
    expect(screen.getByRole('link', { name: /Голф/ })).toHaveTextContent('По Договор');
  });

  it('formats MKD prices with dots and ден.', () => {
    renderGrid([toSummary(summaryWire(3, { price: 1250000, currency: { code: 'MKD' } }))]);
    expect(screen.getByRole('link', { name: /Голф/ })).toHaveTextContent('1.250.000 ден.');
  });

  it('gives the image a srcset over the picture variants; the first loads eagerly with high priority, the rest lazily', () => {
    renderGrid([toSummary(summaryWire(1)), toSummary(summaryWire(2))]);
    const [first, second] = screen.getAllByRole('img').filter((element) => element.tagName === 'IMG') as HTMLImageElement[];
    expect(first!.getAttribute('srcset')).toBe(
      '/media/golf-1-168.webp 168w, /media/golf-1-360.webp 360w, /media/golf-1-606.webp 606w, /media/golf-1-1488.webp 1488w, /media/golf-1-2000.webp 2000w',
    );
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).toHaveAttribute('fetchpriority', 'auto');
    expect(first).toHaveAttribute('alt', 'Голф 7 1.6 TDI 1');
  });

  it('uses the placeholder without a srcset when the listing has no image', () => {
    renderGrid([toSummary(summaryWire(4, { main_image: null }))]);
    const image = screen.getAllByRole('img').find((element) => element.tagName === 'IMG') as HTMLImageElement;
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(image).not.toHaveAttribute('srcset');
  });

  it('has a heart on every card: pressed when saved, and it saves through the app\'s favourites', async () => {
    const saved = new BehaviorSubject({ ids: new Set<number | string>(), loaded: true, loading: false });
    const toggle = vi.fn(async () => true);
    const services = createTestServices({ favourites: { state$: saved.asObservable(), getSnapshot: () => saved.getValue(), toggle } });
    renderGrid([toSummary(summaryWire(1)), toSummary(summaryWire(2))], services);
    const heart = screen.getByRole('button', { name: 'Зачувај: Голф 7 1.6 TDI 2' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    heart.click();
    await waitFor(() => expect(toggle).toHaveBeenCalledWith(2, expect.objectContaining({ id: 2, title: 'Голф 7 1.6 TDI 2' })));
    act(() => saved.next({ ids: new Set([1]), loaded: true, loading: false }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Зачувај: Голф 7 1.6 TDI 1' })).toHaveAttribute('aria-pressed', 'true'));
  });

  it('a highlighted listing (highlight package, decision 144) has the highlighted card; the others do not, and no badge comes with it', () => {
    renderGrid([toSummary(summaryWire(1, { highlighted: true })), toSummary(summaryWire(2))]);
    const [highlighted, plain] = screen.getAllByRole('article');
    expect(highlighted).toHaveClass('card', 'highlighted');
    expect(plain).toHaveClass('card');
    expect(plain).not.toHaveClass('highlighted');
    expect(highlighted).not.toHaveTextContent('Промовиран');
  });
});
