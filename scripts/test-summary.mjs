// Adds up the Vitest and Playwright JSON reports and the budget checks (scripts/check-budgets.ts)
// into one closing line: "tests: N passed, N failed". Each report is named by its kind:
//   --vitest FILE (once per Vitest run), --playwright FILE, --budgets FILE
// A report that was asked for but not written counts as a failure: its runner did not finish.
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    vitest: { type: 'string', multiple: true, default: [] },
    playwright: { type: 'string', multiple: true, default: [] },
    budgets: { type: 'string', multiple: true, default: [] },
  },
});

let passed = 0;
let failed = 0;
let skipped = 0;

/** The report's JSON, or undefined (and one failure) when the runner wrote none. */
function read(file) {
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  console.log(`${file}: no report was written (the runner did not finish)`);
  failed += 1;
  return undefined;
}

for (const file of values.vitest) {
  const report = read(file);
  if (!report) continue;
  const failedHere = (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
  passed += report.numPassedTests ?? 0;
  failed += failedHere;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  // Errors outside any test (unhandled rejections, failed imports) fail the run without a failed test.
  if (report.success === false && failedHere === 0) {
    console.log(`${file}: the run failed outside the tests (see "Unhandled Errors" above)`);
    failed += 1;
  }
}

for (const file of values.playwright) {
  const stats = read(file)?.stats;
  if (!stats) continue;
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
  skipped += stats.skipped ?? 0;
}

for (const file of values.budgets)
  for (const check of read(file)?.checks ?? []) {
    if (check.passed) passed += 1;
    else {
      failed += 1;
      console.log(
        `budget: ${check.name} is ${check.value.toFixed(1)}, over its budget of ${check.budget}`,
      );
    }
  }

console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
