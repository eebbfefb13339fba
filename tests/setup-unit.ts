import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, vi } from 'vitest';

// Screens load their route modules lazily; on a busy two-core machine (CI runs the Storybook
// browser, the API tests and the build beside these tests) the first import of a screen has
// taken over 5 s. Waits end as soon as the screen shows, so a long limit costs passing tests
// nothing; it stays under the unit tests' 20 s timeout.
configure({ asyncUtilTimeout: 15_000 });

// The unit project shares one module cache and one document between the files of a worker
// (isolate: false in vitest.config.ts): each file leaves the next a clean page, storage, clock
// and globals, as a fresh environment would have.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // A file may run in Node (`@vitest-environment node`), without a document or storage.
  if (typeof document === 'undefined') return;
  cleanup();
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
});
