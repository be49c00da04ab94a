import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy/waitFor wait up to 5 s rather than 1 s: the suite shares two cores with the server and e2e runs, and a
// deferred render (useDeferredValue) adds a pass. The assertions are the same; only the patience differs.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
