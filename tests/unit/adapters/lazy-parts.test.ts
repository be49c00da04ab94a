import { describe, expect, it, vi } from 'vitest';
import * as chatBinding from '../../../app/features/chat';
import type { ClientConfig } from '../../../app/config';
import { createContainer, disposeContainer, resolve, type Container } from '../../../app/container';
import * as onboardingBinding from '../../../app/features/onboarding';
import * as favouritesBinding from '../../../app/features/favourites';
import { favouritesOnDemand, startChatWhenSignedIn, startOnboardingWhenSignedIn, type AppRoot } from '../../../app/web/lazy-parts';
import { CHAT_ENGINE, ChatEngine, INITIAL_FAVOURITES_STATE, ONBOARDING, Onboarding, SESSION } from '../../../core';
import { createFakePorts, httpFailures } from '../../fakes';

const config: ClientConfig = { apiBase: '', chatSocket: 'socketio', socketUrl: undefined };

/** The late parts' view of a container built up front (the web app builds it with the first feature instead). */
const rootOf = (container: Container): AppRoot => container;

/** A container whose user-data call answers `userData` (a visitor, a signed-in user, a failure). */
function appAnswering(userData: unknown) {
  const fakes = createFakePorts();
  fakes.http.on('GET', '/api/auth/user/user-data', userData);
  return { fakes, container: createContainer({ config, ports: fakes }) };
}

function setUp(userData: unknown) {
  const { fakes, container } = appAnswering(userData);
  const importBinding = vi.fn(async () => chatBinding.chatFeature);
  const lazyChat = startChatWhenSignedIn(rootOf(container), importBinding);
  return { fakes, container, importBinding, lazyChat };
}

describe('startChatWhenSignedIn (the web app loads the chat chunk on sign-in only)', () => {
  it('a visitor never loads the chat: no import, no engine, no socket', async () => {
    const { fakes, container, importBinding, lazyChat } = setUp({ user: null });
    await resolve(container, SESSION).start();
    await fakes.clock.advance(100);
    expect(importBinding).not.toHaveBeenCalled();
    expect(lazyChat.getSnapshot()).toBeNull();
    expect(container.isBound(CHAT_ENGINE)).toBe(false);
    expect(fakes.socket.connectTokens).toEqual([]);
    lazyChat.dispose();
    disposeContainer(container);
  });

  it('a signed-in user gets the engine once, and it connects with their token', async () => {
    const { fakes, container, importBinding, lazyChat } = setUp({ user: { id: 7, email: 'kupuvac@primer.mk' }, token: 'tok-7' });
    const seen: unknown[] = [];
    lazyChat.state$.subscribe((chat) => seen.push(chat));
    await resolve(container, SESSION).start();
    await vi.waitFor(() => expect(lazyChat.getSnapshot()).toBeInstanceOf(ChatEngine));
    expect(lazyChat.getSnapshot()).toBe(resolve(container, CHAT_ENGINE));
    await expect(lazyChat.load()).resolves.toBe(lazyChat.getSnapshot());
    await resolve(container, SESSION).refreshUser(); // a second state with the user loads nothing more
    expect(importBinding).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([null, lazyChat.getSnapshot()]);
    await fakes.clock.advance(10);
    expect(fakes.socket.connectTokens).toEqual(['tok-7']);
    lazyChat.dispose();
    disposeContainer(container);
  });

  it('a failed chunk load is logged, leaves no chat, and the next load tries again', async () => {
    const { fakes, container, lazyChat: unused } = setUp(httpFailures.general());
    unused.dispose();
    let attempts = 0;
    const flaky = vi.fn(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Failed to fetch dynamically imported module');
      return chatBinding.chatFeature;
    });
    const lazyChat = startChatWhenSignedIn(rootOf(container), flaky);
    await expect(lazyChat.load()).rejects.toThrow('Failed to fetch');
    expect(lazyChat.getSnapshot()).toBeNull();
    expect(fakes.logger.errors.map((line) => line.message)).toEqual(['chat could not be loaded']);
    await expect(lazyChat.load()).resolves.toBeInstanceOf(ChatEngine);
    expect(flaky).toHaveBeenCalledTimes(2);
    lazyChat.dispose();
    disposeContainer(container);
  });
});

describe('startOnboardingWhenSignedIn (the bell\'s checklist is bound on sign-in only)', () => {
  function setUpOnboarding(userData: unknown) {
    const { fakes, container } = appAnswering(userData);
    const importBinding = vi.fn(async () => onboardingBinding.onboardingFeature);
    return { fakes, container, importBinding, lazyOnboarding: startOnboardingWhenSignedIn(rootOf(container), importBinding) };
  }

  it('a visitor never loads it', async () => {
    const { fakes, container, importBinding, lazyOnboarding } = setUpOnboarding({ user: null });
    await resolve(container, SESSION).start();
    await fakes.clock.advance(100);
    expect(importBinding).not.toHaveBeenCalled();
    expect(lazyOnboarding.getSnapshot()).toBeNull();
    expect(container.isBound(ONBOARDING)).toBe(false);
    lazyOnboarding.dispose();
    disposeContainer(container);
  });

  it('a signed-in user gets the checklist once, started: it asks the server about the tasks', async () => {
    const { fakes, container, importBinding, lazyOnboarding } = setUpOnboarding({ user: { id: 7, email: 'kupuvac@primer.mk' }, token: 'tok-7' });
    await resolve(container, SESSION).start();
    await vi.waitFor(() => expect(lazyOnboarding.getSnapshot()).toBeInstanceOf(Onboarding));
    expect(lazyOnboarding.getSnapshot()).toBe(resolve(container, ONBOARDING));
    await vi.waitFor(() => expect(fakes.http.calls.some((call) => call.path !== '/api/auth/user/user-data')).toBe(true));
    expect(importBinding).toHaveBeenCalledTimes(1);
    lazyOnboarding.dispose();
    disposeContainer(container);
  });
});

describe('favouritesOnDemand (the favourites use case is fetched on sign-in or on the first save)', () => {
  it("a visitor's page fetches nothing; the first save loads it and gets docs/product/trust.md's message", async () => {
    const { fakes, container } = appAnswering({ user: null });
    const importBinding = vi.fn(async () => favouritesBinding.favouritesFeature);
    const favourites = favouritesOnDemand(rootOf(container), importBinding);
    await resolve(container, SESSION).start();
    expect(importBinding).not.toHaveBeenCalled();
    expect(favourites.getSnapshot()).toEqual(INITIAL_FAVOURITES_STATE);
    await expect(favourites.toggle(12)).resolves.toBe(false);
    expect(importBinding).toHaveBeenCalledTimes(1);
    expect(fakes.notifier.toasts.map((toast) => toast.text)).toEqual(['Само регистрирани корисници можат да зачуваат огласи']);
    favourites.dispose();
    disposeContainer(container);
  });

  it("a save whose code cannot be fetched says 'Настана грешка.'; the next save fetches again", async () => {
    const fakes = createFakePorts();
    const container = createContainer({ config, ports: fakes });
    const importBinding = vi.fn().mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module')).mockResolvedValue(favouritesBinding.favouritesFeature);
    const favourites = favouritesOnDemand(rootOf(container), importBinding);
    await expect(favourites.toggle(12)).resolves.toBe(false);
    expect(fakes.notifier.toasts.map((toast) => toast.text)).toEqual(['Настана грешка.']);
    await favourites.toggle(12);
    expect(importBinding).toHaveBeenCalledTimes(2);
    favourites.dispose();
    disposeContainer(container);
  });
});
