/**
 * Setup file of the Storybook test projects when STORY_SCREENSHOTS=1 (the test command sets it):
 * once a story has rendered and its play function has passed, the page is compared with the
 * committed baseline of that story in that colour scheme (stories/__screenshots__/<scheme>/…).
 * A mismatch fails the story's test and leaves the actual and diff images under
 * .tmp/screenshot-diffs/ for a reviewer to open. `npm run test:screenshots:update` rewrites the
 * baselines after an intended change.
 */
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/**
 * Motion would make two captures of the same story differ (a spinner mid-turn, a toast fading in),
 * and a blinking caret too. The rule must beat every widget's own animation classes, which is the
 * one place `!important` earns its keep: it exists only in the screenshot run.
 */
const STILL_STYLE = `*, *::before, *::after {
  animation-play-state: paused !important;
  animation-delay: -0.0001s !important;
  animation-duration: 0s !important;
  transition: none !important;
  caret-color: transparent !important;
}`;

function holdStill() {
  if (document.getElementById('cc-screenshot-still')) return;
  const style = document.createElement('style');
  style.id = 'cc-screenshot-still';
  style.textContent = STILL_STYLE;
  document.head.append(style);
}

afterEach(async (context) => {
  // A story that already failed has nothing to compare; its own error is the one to read.
  if (context.task.result?.state === 'fail') return;
  holdStill();
  await document.fonts.ready;
  // The comparator, its tolerance and how long to wait for a stable capture are set once in
  // vitest.config.ts.
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot();
});
