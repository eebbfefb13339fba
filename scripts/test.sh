#!/usr/bin/env bash
# The whole test suite on a fresh machine: installs what it needs, then runs
#   typecheck -> unit, API (SQLite and PostgreSQL) and Storybook tests with screenshots (Vitest) -> build -> end-to-end (Playwright)
# and ends with one summary line "tests: N passed, N failed".
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
rm -rf .tmp/vitest-results.json .tmp/playwright-results.json .tmp/screenshot-diffs
bash scripts/install-system.sh
bash scripts/install.sh

cleanup() { bash scripts/pg-cluster.sh stop || true; }
trap cleanup EXIT
eval "export $(bash scripts/pg-cluster.sh start)"

status=0
echo "== typecheck, lint, format"
npx tsc --noEmit -p tsconfig.json || status=1
npx eslint . || status=1
npx prettier --check . --log-level warn || status=1

echo "== vitest: unit, api-sqlite, api-postgres, storybook (interaction, axe, screenshots in light and dark)"
STORY_SCREENSHOTS=1 npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest-results.json || status=1
if [ -d .tmp/screenshot-diffs ]; then
  echo "Screenshots differ from their baselines; the actual and diff images are in .tmp/screenshot-diffs/:"
  find .tmp/screenshot-diffs -name '*.png' | sort | sed 's/^/  /'
fi

echo "== build: the web app and the static Storybook"
npx vite build --logLevel warn || status=1
npm run --silent storybook:build || status=1

echo "== end-to-end (Playwright, Chromium)"
npx playwright test || status=1
node scripts/test-summary.mjs .tmp/vitest-results.json .tmp/playwright-results.json || status=1
exit $status
