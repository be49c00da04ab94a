// In-memory fakes of every core port (docs/architecture.md): shared by unit, contract and UI tests.
export { FakeClock, flushMicrotasks } from './FakeClock';
export { FakeSocket, type EmittedEvent, type AckHandler } from './FakeSocket';
export { FakeHttp, httpFailures, type FakeAnswer, type FakeResponder } from './FakeHttp';
export { FakeStorage } from './FakeStorage';
export { FakeAnalytics } from './FakeAnalytics';
export { FakeNotifier } from './FakeNotifier';
export { FakeNavigator, type NavigationRecord } from './FakeNavigator';
export { FakeLogger } from './FakeLogger';
export { createFakePorts, type FakePorts } from './ports';
