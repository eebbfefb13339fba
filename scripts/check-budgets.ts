/**
 * Size budgets that are deterministic for a given build, checked in CI (timings stay in
 * `npm run bench`). Today one budget: the gzipped JavaScript a signed-out visitor downloads to see
 * /login, measured the way the benchmark measures it (bench/login-bundle.ts: the built page loaded
 * in Chromium, every script it fetched, gzip level 9). Exits 1 when a budget is exceeded and
 * writes the outcome to .tmp/budget-results.json for the closing summary line.
 *   npx tsx scripts/check-budgets.ts [distDir]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { measureRoute } from '../bench/login-bundle';

const root = new URL('..', import.meta.url).pathname;
const distDir = process.argv[2] ?? join(root, 'dist');

/** The ceiling CI enforces, and the figure the product aims for. */
const LOGIN_JS_BUDGET_KB = 150;
const LOGIN_JS_GOAL_KB = 130;

const kb = (bytes: number) => bytes / 1024;
const bundle = await measureRoute(distDir, '/login');
const js = kb(bundle.js);
const within = js <= LOGIN_JS_BUDGET_KB;
console.log(
  `budget: /login JavaScript ${js.toFixed(1)} KB gzip in ${bundle.files.filter((f) => f.endsWith('.js')).length} files ` +
    `(budget ${LOGIN_JS_BUDGET_KB} KB, goal ${LOGIN_JS_GOAL_KB} KB): ${within ? 'within budget' : 'OVER BUDGET'}`,
);
mkdirSync(join(root, '.tmp'), { recursive: true });
writeFileSync(
  join(root, '.tmp/budget-results.json'),
  JSON.stringify({
    checks: [
      {
        name: '/login JavaScript (KB gzip)',
        value: js,
        budget: LOGIN_JS_BUDGET_KB,
        passed: within,
      },
    ],
  }),
);
process.exit(within ? 0 : 1);
