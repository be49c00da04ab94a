import { firstValueFrom } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { chatFeature } from '../../../app/features/chat';
import { installFeature } from '../../../app/feature';
import { favouritesFeature } from '../../../app/features/favourites';
import { onboardingFeature } from '../../../app/features/onboarding';
import { BROWSER_NAVIGATOR, CLIENT_CONFIG, createContainer, disposeContainer, resolve } from '../../../app/container';
import { readClientConfig, type ClientConfig } from '../../../app/config';
import { DeferredSocket } from '../../../adapters/socket/deferred-socket';
import { SocketIoSocket } from '../../../adapters/socket/socketio-socket';
import {
  ANALYTICS,
  Analytics,
  CHAT_ENGINE,
  ChatEngine,
  FAVOURITES,
  FOOTER_MENUS,
  Favourites,
  FooterMenus,
  HTTP_PORT,
  NOTIFIER_PORT,
  ONBOARDING,
  Onboarding,
  SESSION,
  SOCKET_PORT,
  Session,
  VERIFICATION_STATUS,
  VerificationStatusCheck,
} from '../../../core';
import { createFakePorts, httpFailures } from '../../fakes';

const config = (overrides: Partial<ClientConfig> = {}): ClientConfig => ({ apiBase: '', chatSocket: 'socketio', socketUrl: undefined, ...overrides });

describe('createContainer', () => {
  it('binds every core use case by its token, once (singletons share their collaborators)', () => {
    const fakes = createFakePorts();
    const container = createContainer({ config: config(), ports: fakes });
    expect(resolve(container, SESSION)).toBeInstanceOf(Session);
    // Favourites are bound on sign-in or first use (app/features/favourites.ts).
    expect(container.isBound(FAVOURITES)).toBe(false);
    const favourites = installFeature(container, favouritesFeature);
    expect(favourites).toBeInstanceOf(Favourites);
    expect(installFeature(container, favouritesFeature)).toBe(favourites);
    // The onboarding checklist and the verification check are bound on sign-in (app/features/onboarding.ts).
    expect(container.isBound(ONBOARDING)).toBe(false);
    const onboarding = installFeature(container, onboardingFeature);
    expect(onboarding).toBeInstanceOf(Onboarding);
    expect(installFeature(container, onboardingFeature)).toBe(onboarding);
    expect(resolve(container, ONBOARDING)).toBe(onboarding);
    expect(resolve(container, VERIFICATION_STATUS)).toBeInstanceOf(VerificationStatusCheck);
    expect(resolve(container, FOOTER_MENUS)).toBeInstanceOf(FooterMenus);
    expect(resolve(container, ANALYTICS)).toBeInstanceOf(Analytics);
    expect(resolve(container, SESSION)).toBe(resolve(container, SESSION));
    expect(resolve(container, NOTIFIER_PORT)).toBe(fakes.notifier);
    expect(resolve(container, CLIENT_CONFIG)).toEqual(config());
  });

  it('wraps HTTP with the core 401 → login redirect exactly once (after 1 s, docs/product/accounts.md)', async () => {
    const fakes = createFakePorts({ path: '/korisnik/moi-oglasi' });
    fakes.http.on('GET', '/api/favourites', httpFailures.notAuthenticated());
    const http = resolve(createContainer({ config: config(), ports: fakes }), HTTP_PORT);
    await expect(firstValueFrom(http.request({ path: '/api/favourites' }))).rejects.toMatchObject({ kind: 'notAuthenticated' });
    await fakes.clock.advance(999);
    expect(fakes.navigator.history).toEqual([]);
    await fakes.clock.advance(1);
    expect(fakes.navigator.history).toEqual([{ kind: 'assign', path: '/korisnik/najava?redirectPath=%2Fkorisnik%2Fmoi-oglasi' }]);
  });

  it('binds the chat engine to the session: it connects the socket with the signed-in user\'s token only', async () => {
    const fakes = createFakePorts();
    fakes.http.on('GET', '/api/auth/user/user-data', { user: { id: 7, email: 'kupuvac@primer.mk' }, token: 'tok-7' });
    const container = createContainer({ config: config(), ports: fakes });
    expect(container.isBound(CHAT_ENGINE)).toBe(false); // the chat is a chunk of its own, bound on demand
    const engine = installFeature(container, chatFeature);
    expect(engine).toBeInstanceOf(ChatEngine);
    expect(installFeature(container, chatFeature)).toBe(engine);
    expect(resolve(container, CHAT_ENGINE)).toBe(engine);
    expect(fakes.socket.connectTokens).toEqual([]);
    await resolve(container, SESSION).start();
    await fakes.clock.advance(10);
    expect(fakes.socket.connectTokens).toEqual(['tok-7']);
    disposeContainer(container);
  });

  it('chat demo without a server: an unreachable user-data gives a signed-in demo user whose chat connects', async () => {
    const fakes = createFakePorts();
    fakes.http.on('GET', '/api/auth/user/user-data', httpFailures.general());
    const container = createContainer({ config: config({ chatSocket: 'mock' }), ports: fakes });
    installFeature(container, chatFeature);
    await resolve(container, SESSION).start();
    await fakes.clock.advance(10);
    expect(resolve(container, SESSION).getSnapshot().user).toMatchObject({ id: 1, full_name: 'Демо Корисник' });
    expect(fakes.socket.connectTokens).toEqual(['demo-chat']);
    disposeContainer(container);
  });

  it.each([
    ['socket.io mode, no server', 'socketio', httpFailures.general()],
    ['mock mode, a server that says anonymous', 'mock', { user: null }],
  ] as const)('no demo user in %s', async (_name, chatSocket, answer) => {
    const fakes = createFakePorts();
    fakes.http.on('GET', '/api/auth/user/user-data', answer);
    const container = createContainer({ config: config({ chatSocket }), ports: fakes });
    await resolve(container, SESSION).start();
    expect(resolve(container, SESSION).getSnapshot().user).toBeNull();
    disposeContainer(container);
  });

  it('selects the mock chat socket by configuration, socket.io otherwise', () => {
    const { socket: _unused, ...ports } = createFakePorts();
    const withChat = (chatSocket: ClientConfig['chatSocket']) => {
      const container = createContainer({ config: config({ chatSocket }), ports });
      installFeature(container, chatFeature);
      return container;
    };
    expect(resolve(withChat('mock'), SOCKET_PORT)).toBeInstanceOf(DeferredSocket);
    expect(resolve(withChat('socketio'), SOCKET_PORT)).toBeInstanceOf(SocketIoSocket);
  });

  it('disposes what it created, and only that', async () => {
    const { socket: _unused, ...ports } = createFakePorts();
    const container = createContainer({ config: config({ chatSocket: 'mock' }), ports });
    installFeature(container, chatFeature);
    const socket = resolve(container, SOCKET_PORT);
    expect(ports.clock.pendingTimers()).toBe(0); // nothing of the demo runs (or loads) before a connect
    socket.connect('demo');
    // The mock is a dynamic import (its own chunk): wait for it to load; then the demo peers are alive.
    await vi.waitFor(() => expect(ports.clock.pendingTimers()).toBeGreaterThan(0), { timeout: 15_000 });
    const session = resolve(container, SESSION);
    let disposed = 0;
    const original = session.dispose.bind(session);
    session.dispose = () => {
      disposed += 1;
      original();
    };
    expect(resolve(container, BROWSER_NAVIGATOR)).toBeDefined();
    disposeContainer(container);
    expect(disposed).toBe(1);
    expect(ports.clock.pendingTimers()).toBe(0);
  });
});

describe('readClientConfig', () => {
  it.each([
    [{}, '', { apiBase: '', chatSocket: 'socketio', socketUrl: undefined }],
    [{ VITE_CHAT_SOCKET: 'mock' }, '', { chatSocket: 'mock' }],
    [{ VITE_CHAT_SOCKET: 'MOCK ' }, '', { chatSocket: 'mock' }],
    [{}, '?demo=chat', { chatSocket: 'mock' }],
    [{}, '?demo=other', { chatSocket: 'socketio' }],
    [{ VITE_API_BASE: 'https://api.oglasi.mk/' }, '', { apiBase: 'https://api.oglasi.mk' }],
    [{ VITE_API_BASE: 'javascript:alert(1)' }, '', { apiBase: '' }],
    [{ VITE_CHAT_SOCKET_URL: 'https://chat.oglasi.mk' }, '', { socketUrl: 'https://chat.oglasi.mk' }],
  ] as const)('%j %s', (env, search, expected) => {
    expect(readClientConfig(env, search)).toMatchObject(expected);
  });
});
