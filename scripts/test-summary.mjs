// Adds up the Vitest and Playwright JSON reports and the budget checks (scripts/check-budgets.ts)
// into one closing line: "tests: N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
const missing = [];

const [vitestFile, playwrightFile, budgetFile] = process.argv.slice(2);

if (vitestFile && existsSync(vitestFile)) {
  const report = JSON.parse(readFileSync(vitestFile, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  // Errors outside any test (unhandled rejections, failed imports) fail the run without a failed test.
  if (report.success === false && failed === 0) {
    console.log('vitest: the run failed outside the tests (see "Unhandled Errors" above)');
    failed += 1;
  }
} else missing.push('vitest');

if (playwrightFile && existsSync(playwrightFile)) {
  const stats = JSON.parse(readFileSync(playwrightFile, 'utf8')).stats ?? {};
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
  skipped += stats.skipped ?? 0;
} else missing.push('playwright');

if (budgetFile) {
  if (existsSync(budgetFile)) {
    for (const check of JSON.parse(readFileSync(budgetFile, 'utf8')).checks ?? []) {
      if (check.passed) passed += 1;
      else {
        failed += 1;
        console.log(
          `budget: ${check.name} is ${check.value.toFixed(1)}, over its budget of ${check.budget}`,
        );
      }
    }
  } else missing.push('budgets');
}

for (const name of missing)
  console.log(`${name}: no report was written (the runner did not finish)`);
if (missing.length) failed += 1;
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
