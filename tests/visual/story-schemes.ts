/**
 * Setup file of the Storybook test project: every story is checked in both colour schemes from
 * one render. The story renders light and its play function and axe (the a11y addon) run; then
 * this hook
 *   1. compares the page with its light baseline (stories/__screenshots__/light/…),
 *   2. repaints the same final state dark (the `dark` class and `color-scheme` on `<html>`, as
 *      ColorSchemeProvider sets them),
 *   3. runs axe's colour rules on the dark page, so contrast fails in either scheme,
 *   4. compares the page with its dark baseline.
 * Playing every story a second time only to paint it dark doubled the suite's longest lane; the
 * behaviour under test does not depend on the scheme, only the paint does.
 * Screenshots are compared when the test command sets STORY_SCREENSHOTS=1 (vitest.config.ts
 * provides `compareScreenshots`). A mismatch fails the story and leaves the actual and diff images
 * under .tmp/screenshot-diffs/<scheme>/; `npm run test:screenshots:update` rewrites the baselines
 * after an intended change.
 */
import axe from 'axe-core';
import { afterEach, expect, inject } from 'vitest';
import { page } from 'vitest/browser';
import { COLOUR_RULES } from '../axe-colour-rules';

declare module 'vitest' {
  export interface ProvidedContext {
    compareScreenshots: boolean;
  }
}

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

/** Storybook's own elements, which the a11y addon leaves out too. */
const STORYBOOK_CHROME = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'];

function holdStill() {
  if (document.getElementById('cc-screenshot-still')) return;
  const style = document.createElement('style');
  style.id = 'cc-screenshot-still';
  style.textContent = STILL_STYLE;
  document.head.append(style);
}

function paint(scheme: 'light' | 'dark') {
  const root = document.documentElement;
  root.classList.toggle('dark', scheme === 'dark');
  root.style.colorScheme = scheme;
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

async function expectColourRulesPass(scheme: string) {
  const result = await axe.run(
    { include: [document.body], exclude: STORYBOOK_CHROME.map((selector) => [selector]) },
    { runOnly: { type: 'rule', values: COLOUR_RULES }, resultTypes: ['violations'] },
  );
  const found = result.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${scheme}): ${node.failureSummary ?? ''}
  at ${node.target.join(' ')}`,
    ),
  );
  expect(found, 'axe colour violations').toEqual([]);
}

async function matchBaseline(scheme: 'light' | 'dark', storyName: string) {
  // The comparator, its tolerance and the wait for a stable capture are set in vitest.config.ts;
  // the path is `<scheme>/<story>-1`, which its resolveScreenshotPath files under the scheme.
  await expect
    .element(page.elementLocator(document.body))
    .toMatchScreenshot(`${scheme}/${storyName}-1`);
}

afterEach(async (context) => {
  // A story that already failed has nothing to compare; its own error is the one to read.
  if (context.task.result?.state === 'fail') return;
  const compare = inject('compareScreenshots');
  if (compare) {
    holdStill();
    await document.fonts.ready;
    await matchBaseline('light', context.task.name);
  }
  // A story that switches schemes itself (the colour-scheme switcher's) is its own dark test.
  if (document.documentElement.dataset.schemeOwner === 'story') return;
  // Transitions stopped for the repaint too: axe must read the dark colours, not a background
  // still fading from white (the stories run without screenshots from an editor, too).
  holdStill();
  paint('dark');
  await nextFrame();
  await expectColourRulesPass('dark');
  if (compare) await matchBaseline('dark', context.task.name);
});
