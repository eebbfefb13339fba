import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// Screens load their route modules lazily; on a busy two-core machine (CI runs the Storybook
// browser, the API tests and the build beside these tests) the first import of a screen has
// taken over 5 s. Waits end as soon as the screen shows, so a long limit costs passing tests
// nothing; it stays under the unit tests' 20 s timeout.
configure({ asyncUtilTimeout: 15_000 });
