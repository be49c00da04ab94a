import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SellerReputation } from '../../../ui/trust/SellerReputation';
import { Providers } from '../support/render';
import { createTestServices, type TestServices } from '../support/services';
import { httpFailures } from '../../fakes';

const DAY = 86_400_000;
const SELLER = 2;
const BUYER = 5;
const RATINGS = `/api/users/${SELLER}/ratings`;

function ratingWire(services: TestServices, extra: Record<string, unknown> = {}) {
  return {
    id: 7,
    stars: 4,
    text: 'Коректен продавач.',
    reply: null,
    created_at: new Date(services.clock.now() - DAY).toISOString(),
    listing: { id: 15, title: 'Голф 7' },
    rater: { id: BUYER, name: 'Бојана Илиевска' },
    can_edit: false,
    can_reply: false,
    ...extra,
  };
}

/** The seller page's box over fake ports; `viewer` signs someone in, `first` is the ratings list's first answer. */
function setUp(viewer: number | null, first: (services: TestServices) => Record<string, unknown>) {
  const services = createTestServices();
  if (viewer !== null) services.session.logIn({ id: viewer, full_name: 'Корисник' });
  services.http.on('GET', `/api/users/${SELLER}/reputation`, {
    status: 'success',
    data: { id: SELLER, member_since: '2024-03-01T10:00:00.000Z', verified: false, response_minutes: null, active_listings: 3, ratings: { kind: 'new', count: 1 } },
  });
  const answer = (rating: Record<string, unknown>) => ({ status: 'success', summary: { kind: 'new', count: 1 }, has_more: false, data: [rating] });
  services.http.once('GET', RATINGS, answer(first(services)));
  render(
    <Providers services={services}>
      <SellerReputation userId={SELLER} />
    </Providers>,
  );
  return { services, answer };
}

describe('SellerReputation: answering and editing ratings (docs/product/trust.md "Reputation")', () => {
  it('the rated one answers: "Одговори", a labelled text, "Испрати"; then "Одговорот е зачуван." and the list read again', async () => {
    const { services, answer } = setUp(SELLER, (s) => ratingWire(s, { can_reply: true }));
    services.http.on('POST', '/api/ratings/7/reply', { status: 'success', id: 7 });
    services.http.on('GET', RATINGS, answer(ratingWire(services, { reply: 'Фала на купувањето!' })));
    await userEvent.click(await screen.findByRole('button', { name: 'Одговори' }));
    const text = screen.getByLabelText('Вашиот одговор');
    expect(text).toHaveFocus();
    expect(text).toHaveAttribute('maxLength', '500');
    expect(screen.getByRole('button', { name: 'Испрати' })).toBeDisabled();
    await userEvent.type(text, ' Фала на купувањето! ');
    await userEvent.click(screen.getByRole('button', { name: 'Испрати' }));
    expect(services.http.callsTo('POST', '/api/ratings/7/reply')[0]!.payload).toEqual({ text: 'Фала на купувањето!' });
    expect(services.notifier.texts('success')).toEqual(['Одговорот е зачуван.']);
    expect(await screen.findByText('Одговор: Фала на купувањето!')).toBeInTheDocument();
    expect(services.http.callsTo('GET', RATINGS)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Одговори' })).toBeNull();
    expect(screen.getByTestId('rating')).toHaveFocus();
  });

  it("a refusal is the server's catalogue text in the form; 'Откажи' closes it and gives the focus back", async () => {
    const { services } = setUp(SELLER, (s) => ratingWire(s, { can_reply: true }));
    services.http.on('POST', '/api/ratings/7/reply', httpFailures.serverBody({ status: 'error', messageId: 'ratings.error.alreadyAnswered' }, 409));
    const open = await screen.findByRole('button', { name: 'Одговори' });
    await userEvent.click(open);
    await userEvent.type(screen.getByLabelText('Вашиот одговор'), 'Фала');
    await userEvent.click(screen.getByRole('button', { name: 'Испрати' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Веќе одговоривте на оваа оцена.');
    expect(screen.getByLabelText('Вашиот одговор')).toHaveValue('Фала');
    await userEvent.click(screen.getByRole('button', { name: 'Откажи' }));
    expect(screen.queryByLabelText('Вашиот одговор')).toBeNull();
    expect(screen.getByRole('button', { name: 'Одговори' })).toHaveFocus();
  });

  it('the author edits stars and text by keyboard: "Измени ја оцената", then "Оцената е изменета."', async () => {
    const { services, answer } = setUp(BUYER, (s) => ratingWire(s, { can_edit: true }));
    services.http.on('PUT', '/api/ratings/7', { status: 'success', id: 7, messageId: 'ratings.saved' });
    services.http.on('GET', RATINGS, answer(ratingWire(services, { stars: 2, text: 'Доцнеше.', can_edit: true })));
    await userEvent.click(await screen.findByRole('button', { name: 'Измени ја оцената' }));
    const form = screen.getByRole('form', { name: 'Измени ја оцената' });
    const stars = within(form).getByRole('group', { name: 'Оцена' });
    expect(within(stars).getByRole('radio', { name: '4 од 5' })).toBeChecked();
    expect(within(stars).getByRole('radio', { name: '4 од 5' })).toHaveFocus();
    // A radio group: the arrows move the choice.
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(stars).getByRole('radio', { name: '2 од 5' })).toBeChecked();
    const text = within(form).getByLabelText('Краток коментар (незадолжително)');
    expect(text).toHaveValue('Коректен продавач.');
    await userEvent.clear(text);
    await userEvent.type(text, 'Доцнеше.');
    await userEvent.click(within(form).getByRole('button', { name: 'Зачувај оцена' }));
    expect(services.http.callsTo('PUT', '/api/ratings/7')[0]!.payload).toEqual({ stars: 2, text: 'Доцнеше.' });
    expect(services.notifier.texts('success')).toEqual(['Оцената е изменета.']);
    await waitFor(() => expect(screen.getByTestId('rating')).toHaveTextContent('2 од 5'));
  });

  it('offers nothing to a visitor', async () => {
    setUp(null, (s) => ratingWire(s));
    expect(await screen.findByText('Коректен продавач.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Одговори' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Измени ја оцената' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Пријави оцена' })).toBeInTheDocument();
  });

  it("no edit once the 14 days are over on the viewer's clock, whatever the list said", async () => {
    setUp(BUYER, (s) => ratingWire(s, { can_edit: true, created_at: new Date(s.clock.now() - 14 * DAY - 1).toISOString() }));
    expect(await screen.findByText('Коректен продавач.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Измени ја оцената' })).toBeNull();
  });
});
