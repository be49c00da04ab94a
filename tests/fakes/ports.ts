import { FakeAnalytics } from './FakeAnalytics';
import { FakeClock } from './FakeClock';
import { FakeHttp } from './FakeHttp';
import { FakeLogger } from './FakeLogger';
import { FakeNavigator } from './FakeNavigator';
import { FakeNotifier } from './FakeNotifier';
import { FakeSocket } from './FakeSocket';
import { FakeStorage } from './FakeStorage';

export interface FakePorts {
  http: FakeHttp;
  socket: FakeSocket;
  storage: FakeStorage;
  sessionStorage: FakeStorage;
  analytics: FakeAnalytics;
  notifier: FakeNotifier;
  navigator: FakeNavigator;
  clock: FakeClock;
  logger: FakeLogger;
}

/** One fresh fake of every port, for a test's `beforeEach`. */
export function createFakePorts(options: { path?: string; analytics?: boolean } = {}): FakePorts {
  return {
    http: new FakeHttp(),
    socket: new FakeSocket(),
    storage: new FakeStorage(),
    sessionStorage: new FakeStorage(),
    analytics: new FakeAnalytics(options.analytics ?? true),
    notifier: new FakeNotifier(),
    navigator: new FakeNavigator(options.path ?? '/'),
    clock: new FakeClock(),
    logger: new FakeLogger(),
  };
}
