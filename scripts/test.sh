#!/usr/bin/env bash
# The whole test suite on a fresh machine: installs what it needs, then runs three independent
# lanes side by side and ends with one summary line "tests: N passed, N failed":
#   checks: typecheck, lint (module boundaries included), format, server module cycles
#   vitest: API (SQLite and PostgreSQL, the contract sweeps first: tests/slow-first-sequencer.ts),
#           unit and Storybook tests with screenshots in light and dark. One Vitest run, one file
#           at a time on two cores: split into lanes of their own, the screen tests ran beside
#           everything else and missed their waits.
#   app:    production build -> size budgets -> end-to-end (Playwright) -> static Storybook
# Each lane's output is kept in .tmp/lanes/ and printed whole when the lane ends, so the log reads
# lane by lane; `bash scripts/test.sh checks vitest` runs only the lanes named.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
rm -rf .tmp/vitest-results.json .tmp/playwright-results.json .tmp/budget-results.json \
  .tmp/screenshot-diffs .tmp/lanes
mkdir -p .tmp/lanes
bash scripts/install-system.sh
bash scripts/install.sh

cleanup() {
  # Lanes still running (an interrupted run) stop with the script.
  jobs -p | xargs -r kill 2>/dev/null || true
  bash scripts/pg-cluster.sh stop || true
}
trap cleanup EXIT
eval "export $(bash scripts/pg-cluster.sh start)"

lane_checks() {
  local status=0
  npx tsc --noEmit -p tsconfig.json || status=1
  npx eslint . || status=1
  npx prettier --check . --log-level warn || status=1
  npx tsx scripts/module-cycles.ts || status=1
  return $status
}

lane_vitest() {
  local status=0
  STORY_SCREENSHOTS=1 npx vitest run --reporter=default --reporter=json \
    --outputFile.json=.tmp/vitest-results.json || status=1
  if [ -d .tmp/screenshot-diffs ]; then
    echo "Screenshots differ from their baselines; the actual and diff images are in .tmp/screenshot-diffs/:"
    find .tmp/screenshot-diffs -name '*.png' | sort | sed 's/^/  /'
  fi
  return $status
}

lane_app() {
  local status=0
  if npx vite build --logLevel warn; then
    npx tsx scripts/check-budgets.ts || status=1
    npx playwright test || status=1
  else
    status=1
  fi
  npm run --silent storybook:build || status=1
  return $status
}

lanes=("$@")
[ ${#lanes[@]} -eq 0 ] && lanes=(checks vitest app)
declare -A started=() pids=()
for lane in "${lanes[@]}"; do
  started[$lane]=$SECONDS
  ("lane_$lane" >".tmp/lanes/$lane.log" 2>&1) &
  pids[$!]=$lane
  echo "== $lane: started"
done

status=0
while [ ${#pids[@]} -gt 0 ]; do
  finished=''
  if wait -n -p finished; then code=0; else code=$?; fi
  lane=${pids[$finished]}
  unset "pids[$finished]"
  echo "== $lane: $([ "$code" = 0 ] && echo passed || echo FAILED) in $((SECONDS - started[$lane])) s"
  cat ".tmp/lanes/$lane.log"
  [ "$code" = 0 ] || status=1
done

echo "== suite: $SECONDS s"
if [[ " ${lanes[*]} " == *" vitest "* && " ${lanes[*]} " == *" app "* ]]; then
  node scripts/test-summary.mjs --vitest .tmp/vitest-results.json \
    --playwright .tmp/playwright-results.json --budgets .tmp/budget-results.json || status=1
fi
exit $status
