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

/** The scheme each tab was last painted in by showScheme. */
const painted = new WeakMap<Page, Scheme>();

/** What one axe run saw: the violations, and whether the page was painted dark. */
type AxeRun = { dark: boolean; violations: A11yViolation[] };

/**
 * Runs axe on the page as it is now: on the whole document (nothing excluded), or only inside
 * the elements `include` selects (an open overlay; page-level rules such as `region` then do not
 * apply). Colours may fade (transition-colors, an overlay fading in): it first waits for every
 * finite animation to end, so axe reads the end colours, not a frame of the fade. axe is
 * injected once per document, when a run finds it missing.
 */
async function runAxe(page: Page, include: string | undefined, rules: AxeRules): Promise<AxeRun> {
  const options =
    rules === 'colour'
      ? { runOnly: { type: 'rule', values: COLOUR_RULES } }
      : {
          runOnly: { type: 'tag', values: TAGS },
          rules: Object.fromEntries(EXTRA_RULES.map((rule) => [rule, { enabled: true }])),
        };
  const run = () =>
    page.evaluate(
      async ({ options, include }) => {
        // null: axe is not in this document yet (one round trip fewer than asking first).
        if (!('axe' in window)) return null;
        await Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        );
        const axe = (window as unknown as { axe: AxeApi }).axe;
        const results = await axe.run(include ?? document, {
          ...options,
          resultTypes: ['violations'],
        });
        return {
          dark: document.documentElement.classList.contains('dark'),
          violations: results.violations.map((violation) => ({
            rule: violation.id,
            impact: violation.impact ?? 'unknown',
            help: violation.help,
            nodes: violation.nodes.map((node) => ({
              target: node.target.join(' '),
              html: node.html.slice(0, 160),
              summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
            })),
          })),
        };
      },
      { options, include: include ?? null },
    );
  const done = await run();
  if (done) return done;
  await page.addScriptTag({ path: AXE_SCRIPT });
  const afterInjection = await run();
  if (!afterInjection) throw new Error('axe-core did not load into the page');
  return afterInjection;
}

/** axe's violations on the page as it is now (see runAxe). */
export async function axeViolations(
  page: Page,
  include?: string,
  rules: AxeRules = 'all',
): Promise<A11yViolation[]> {
  return (await runAxe(page, include, rules)).violations;
}

/**
 * axe in light and in dark: in the scheme the tab shows (light when unknown) with every rule,
 * then repainted in the other with the colour rules, since the repaint changes only colours.
 * One repaint a call; a walk that calls it page after page goes light-dark, dark-light, and so
 * on. A tab whose page no longer shows the scheme it was painted in is painted again.
 */
export async function axeInBothSchemes(
  page: Page,
  include?: string,
): Promise<{ scheme: Scheme; violations: A11yViolation[] }[]> {
  const first = painted.get(page) ?? 'light';
  const order: Scheme[] = first === 'dark' ? ['dark', 'light'] : ['light', 'dark'];
  const seen: { scheme: Scheme; violations: A11yViolation[] }[] = [];
  for (const scheme of order) {
    const rules = scheme === first ? 'all' : 'colour';
    if (painted.get(page) !== scheme) await showScheme(page, scheme);
    let run = await runAxe(page, include, rules);
    if (run.dark !== (scheme === 'dark')) {
      await showScheme(page, scheme);
      run = await runAxe(page, include, rules);
    }
    seen.push({ scheme, violations: run.violations });
  }
  return seen;
}

/**
 * Paints the app in `scheme` without a reload: the pages are set to follow the system's scheme
 * (app-pages.ts), so it is a media switch, done when the app has set the `dark` class (or taken
 * it off). Colours may still be fading then: the axe runs above wait for that.
 */
export async function showScheme(page: Page, scheme: Scheme): Promise<void> {
  painted.delete(page);
  await page.emulateMedia({ colorScheme: scheme });
  // Waited for in the page, as the class changes: a polling assertion would sleep between tries.
  const shown = await page.evaluate((dark) => {
    const root = document.documentElement;
    const shows = () => root.classList.contains('dark') === dark;
    return new Promise<boolean>((resolve) => {
      if (shows()) return resolve(true);
      const observer = new MutationObserver(() => {
        if (!shows()) return;
        observer.disconnect();
        clearTimeout(timer);
        resolve(true);
      });
      const timer = setTimeout(() => {
        observer.disconnect();
        resolve(false);
      }, 5_000);
      observer.observe(root, { attributes: true, attributeFilter: ['class'] });
    });
  }, scheme === 'dark');
  if (shown) {
    painted.set(page, scheme);
    return;
  }
  // Not painted in time: the assertion says what the page shows instead.
  const html = page.locator('html');
  if (scheme === 'dark') await expect(html).toHaveClass(/\bdark\b/);
  else await expect(html).not.toHaveClass(/\bdark\b/);
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
 * axe on the open overlay (`selector`) in light and in dark (axeInBothSchemes): the problem to
 * report, listing each rule and element, or undefined.
 */
export async function axeOverlayInBothSchemes(
  page: Page,
  selector: string,
): Promise<string | undefined> {
  const found = (await axeInBothSchemes(page, selector)).flatMap(({ scheme, violations }) =>
    violations.map((violation) => describeViolation(`the open overlay (${scheme})`, violation)),
  );
  return found.length > 0 ? `axe:\n${found.join('\n')}` : undefined;
}
