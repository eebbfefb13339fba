import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import { COLOUR_RULES } from '../axe-colour-rules';

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The WCAG 2.1 A and AA rules, as the issue asks. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * Two best-practice rules on top: content outside landmarks (`region`) and an accessible name that
 * does not contain the visible label (`label-content-name-mismatch`, experimental in axe, so it
 * must be named to run).
 */
const EXTRA_RULES = ['region', 'label-content-name-mismatch'];

export type Scheme = 'light' | 'dark';
export const SCHEMES: readonly Scheme[] = ['light', 'dark'];

/** The part of axe's API used here (the injected script has no types in the page). */
type AxeApi = {
  run(
    context: Document | string,
    options: object,
  ): Promise<{
    violations: {
      id: string;
      impact?: string | null;
      help: string;
      nodes: { target: string[]; html: string; failureSummary?: string }[];
    }[];
  }>;
};

/** One axe violation, short enough to print: the rule, and where on the page. */
export type A11yViolation = {
  rule: string;
  impact: string;
  help: string;
  /** One CSS selector per failing element, the start of its HTML and axe's summary of what is wrong. */
  nodes: { target: string; html: string; summary: string }[];
};

/** What axe checks: every rule of the issue, or only the colour rules (a repaint of the same page). */
export type AxeRules = 'all' | 'colour';

/**
 * Runs axe on the page as it is now and returns its violations: on the whole document (nothing
 * excluded), or only inside the elements `include` selects (an open overlay; page-level rules
 * such as `region` then do not apply). axe is injected once per document.
 */
export async function axeViolations(
  page: Page,
  include?: string,
  rules: AxeRules = 'all',
): Promise<A11yViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag({ path: AXE_SCRIPT });
  const options =
    rules === 'colour'
      ? { runOnly: { type: 'rule', values: COLOUR_RULES } }
      : {
          runOnly: { type: 'tag', values: TAGS },
          rules: Object.fromEntries(EXTRA_RULES.map((rule) => [rule, { enabled: true }])),
        };
  return page.evaluate(
    async ({ options, include }) => {
      const axe = (window as unknown as { axe: AxeApi }).axe;
      const results = await axe.run(include ?? document, {
        ...options,
        resultTypes: ['violations'],
      });
      return results.violations.map((violation) => ({
        rule: violation.id,
        impact: violation.impact ?? 'unknown',
        help: violation.help,
        nodes: violation.nodes.map((node) => ({
          target: node.target.join(' '),
          html: node.html.slice(0, 160),
          summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
        })),
      }));
    },
    { options, include: include ?? null },
  );
}

/**
 * Paints the app in `scheme` without a reload: the pages are set to follow the system's scheme
 * (app-pages.ts), so it is a media switch. Colours fade between schemes (transition-colors), so
 * it waits for every finite animation to end: axe must read the end colours, not a frame of the
 * fade.
 */
export async function showScheme(page: Page, scheme: Scheme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  const html = page.locator('html');
  if (scheme === 'dark') await expect(html).toHaveClass(/\bdark\b/);
  else await expect(html).not.toHaveClass(/\bdark\b/);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** A violation as one readable block: `rule (impact) on <where>: help` and each element. */
export function describeViolation(where: string, violation: A11yViolation): string {
  const nodes = violation.nodes.map(
    (node) => `    ${node.target}: ${node.summary}\n      ${node.html}`,
  );
  return [
    `  ${violation.rule} (${violation.impact}) on ${where}: ${violation.help}`,
    ...nodes,
  ].join('\n');
}

/**
 * axe on the open overlay (`selector`) in light and in dark: the problem to report, listing each
 * rule and element, or undefined. Ends painted in `end` (light by default).
 */
export async function axeOverlayInBothSchemes(
  page: Page,
  selector: string,
  end: Scheme = 'light',
): Promise<string | undefined> {
  const found: string[] = [];
  const order = end === 'light' ? (['dark', 'light'] as const) : (['light', 'dark'] as const);
  for (const scheme of order) {
    await showScheme(page, scheme);
    // The repaint changes only colours: the second run checks the colour rules.
    const rules = scheme === order[0] ? 'all' : 'colour';
    for (const violation of await axeViolations(page, selector, rules)) {
      found.push(describeViolation(`the open overlay (${scheme})`, violation));
    }
  }
  return found.length > 0 ? `axe:\n${found.join('\n')}` : undefined;
}
