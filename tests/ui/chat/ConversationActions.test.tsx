import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addTexts, LanguageStore } from '../../../core';
import { trustMk } from '../../../core/i18n/mk/trust';
import { LanguageProvider } from '../../../ui/i18n';
import { ServicesProvider } from '../../../ui/services';
import { ConversationActions } from '../../../ui/chat/ConversationActions';
import { createTestServices } from '../support/services';
import { httpFailures } from '../../fakes';

addTexts('mk', trustMk);

function setUp() {
  const services = createTestServices();
  render(
    <ServicesProvider services={services}>
      <LanguageProvider language={new LanguageStore('mk')}>
        <ConversationActions conversationId={40} listingId={15} partnerId={11} />
      </LanguageProvider>
    </ServicesProvider>,
  );
  return services;
}

describe('ConversationActions: block, report and rate from the conversation (docs/product/trust.md)', () => {
  it('blocks the partner and says so verbatim', async () => {
    const services = setUp();
    services.http.on('POST', '/api/chat/conversations/40/block', { status: 'success', blocked_user_id: 11 });
    await userEvent.click(screen.getByRole('button', { name: 'Опции за разговорот' }));
    await userEvent.click(screen.getByRole('button', { name: 'Блокирај го корисникот' }));
    expect(services.http.callsTo('POST', '/api/chat/conversations/40/block')).toHaveLength(1);
    expect(services.notifier.texts('success')).toEqual(['Корисникот е блокиран и не може да ви пишува. Можете да го одблокирате во вашиот профил.']);
    expect(screen.queryByRole('button', { name: 'Блокирај го корисникот' })).toBeNull();
  });

  it('reports with a trimmed reason; a refusal is the catalogue text and keeps the form', async () => {
    const services = setUp();
    services.http.on('POST', '/api/chat/conversations/40/report', httpFailures.serverBody({ status: 'error', messageId: 'trust.error.cannotBlock' }, 422));
    await userEvent.click(screen.getByRole('button', { name: 'Опции за разговорот' }));
    await userEvent.click(screen.getByRole('button', { name: 'Пријави разговор' }));
    await userEvent.type(screen.getByLabelText('Што се случи? (незадолжително)'), '  Бара аванс  ');
    await userEvent.click(screen.getByRole('button', { name: 'Испрати пријава' }));
    expect(services.http.callsTo('POST', '/api/chat/conversations/40/report')[0]!.payload).toEqual({ reason: 'Бара аванс' });
    expect(services.notifier.texts('error')).toEqual(['Овој разговор не може да се блокира.']);
    expect(screen.getByRole('button', { name: 'Испрати пријава' })).toBeInTheDocument();
  });

  it('rates only once stars are chosen, with the listing and the partner', async () => {
    const services = setUp();
    services.http.on('POST', '/api/ratings', { status: 'success', id: 1, messageId: 'ratings.saved' });
    await userEvent.click(screen.getByRole('button', { name: 'Опции за разговорот' }));
    await userEvent.click(screen.getByRole('button', { name: 'Оцени го корисникот' }));
    expect(screen.getByRole('button', { name: 'Зачувај оцена' })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: '4 од 5' }));
    await userEvent.click(screen.getByRole('button', { name: 'Зачувај оцена' }));
    expect(services.http.callsTo('POST', '/api/ratings')[0]!.payload).toEqual({ listing_id: 15, ratee_id: 11, stars: 4 });
    expect(services.notifier.texts('success')).toEqual(['Оцената е зачувана.']);
  });
});
