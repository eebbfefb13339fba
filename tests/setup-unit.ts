import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// Screens load their route modules lazily; on a busy two-core machine (CI runs the Storybook
// browsers beside these tests) the first import of a screen can take over the default 1 s.
configure({ asyncUtilTimeout: 5000 });
