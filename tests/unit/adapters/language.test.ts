import { describe, expect, it, vi } from 'vitest';
import { chatFeature } from '../../../app/features/chat';
import { installFeature } from '../../../app/feature';
import { createContainer, disposeContainer, resolve } from '../../../app/container';
import type { ClientConfig } from '../../../app/config';
import { embedLanguage } from '../../../app/embed/embed-language';
import { FOOTER_MENUS, LANGUAGE, LanguageStore, SESSION } from '../../../core';
import { createFakePorts, httpFailures } from '../../fakes';

const config: ClientConfig = { apiBase: '', chatSocket: 'socketio', socketUrl: undefined };

/** A container created in Albanian (the language the embed's `data-lang="sq"` asks for). */
async function albanianContainer() {
  const fakes = createFakePorts();
  const container = createContainer({ config, ports: fakes, language: embedLanguage('sq') });
  await vi.waitFor(() => expect(resolve(container, LANGUAGE).getSnapshot()).toEqual({ requested: 'sq', shown: 'sq' }));
  return { fakes, container };
}

describe('one language source for the core and the UI', () => {
  it('the session writes its toasts and failure texts in the container language', async () => {
    const { fakes, container } = await albanianContainer();
    const session = resolve(container, SESSION);
    fakes.http.on('POST', '/api/auth/user/auth', httpFailures.serverBody({ status: 'error', messageId: 'invalidCredentials' }));
    const result = await session.login('email', { email: 'kupuvac@primer.mk', password: 'Pogresno1!' });
    expect(result).toMatchObject({ outcome: 'error', message: 'Emri i përdoruesit ose fjalëkalimi është i gabuar.' });
    expect(fakes.notifier.texts('error')).toContain('Emri i përdoruesit ose fjalëkalimi është i gabuar.');
    fakes.http.on('GET', '/api/auth/user/logout', {});
    const loggingOut = session.logout();
    await fakes.clock.advance(200);
    await loggingOut;
    // The page the logout reloads shows it, in the same language.
    fakes.http.on('GET', '/api/auth/user/user-data', { user: null });
    await resolve(createContainer({ config, ports: fakes, language: 'sq' }), SESSION).start();
    expect(fakes.notifier.texts('success')).toContain('Dalja u krye me sukses');
    disposeContainer(container);
  });

  it('the chat rows and the footer fallback links are Albanian too', async () => {
    const { fakes, container } = await albanianContainer();
    fakes.http.on('GET', '/api/auth/user/user-data', { user: { id: 7, email: 'kupuvac@primer.mk' }, token: 'tok-7' });
    await resolve(container, SESSION).start();
    const engine = installFeature(container, chatFeature);
    fakes.socket.serverEmit('latest_conversations', {
      user_id: 7,
      users: {},
      conversations: [{ id: 'support-1', is_support: true, entity: null, other_participant: null, unread_count: 0, last_message: null, last_message_at: null, created_at: new Date().toISOString() }],
    });
    await vi.waitFor(() => expect(engine.getSnapshot().conversations.map((row) => row.title)).toContain('Mbështetja'));

    fakes.http.on('GET', '/api/menus/location/footer-1', httpFailures.general());
    fakes.http.on('GET', '/api/menus/location/footer-2', httpFailures.general());
    const menus = resolve(container, FOOTER_MENUS);
    await menus.load();
    expect(menus.getSnapshot().usedFallback).toBe(true);
    expect(menus.getSnapshot().columns.flat().map((link) => link.title).join(' ')).not.toMatch(/[А-Яа-яЃЌЉЊЏѓќљњџЅѕЈј]/);
    disposeContainer(container);
  });

  it('the embed reads its language from data-lang (?lang=); anything but Albanian is Macedonian', () => {
    expect(embedLanguage('sq')).toBe('sq');
    expect(embedLanguage('en')).toBe('mk');
    expect(embedLanguage(null)).toBe('mk');
  });

  it('LanguageStore: Macedonian until the Albanian chunk is there; an unloadable language stays Macedonian', async () => {
    const store = new LanguageStore('mk');
    expect(store.current()).toBe('mk');
    const switching = store.select('sq');
    expect(store.getSnapshot()).toMatchObject({ requested: 'sq' });
    await switching;
    expect(store.current()).toBe('sq');
    await store.select('mk');
    expect(store.current()).toBe('mk');
  });
});
