#!/usr/bin/env bash
# The whole test suite on a fresh machine: installs what it needs, then runs two lanes side by side
# on the two cores and ends with one summary line "tests: N passed, N failed":
#   node:    typecheck, lint (module boundaries included), format, import cycles between files and
#            between server modules; then one Vitest run of the unit tests and the API tests on
#            SQLite and PostgreSQL (the contract sweeps first: tests/slow-first-sequencer.ts)
#   browser: production build -> size budgets -> end-to-end (Playwright) -> static Storybook
# then each lane takes story shards (every story in Chromium, light and dark, with screenshots)
# until none is left, so the lane that ends first does more of them and both end together.
# Browser tests wait on round trips between Node, Chromium and the server: beside two other busy
# lanes on two cores a story ran ten times slower than alone, so no more than two heavy things run
# at once, and the stories come last, beside the other lane's tail.
# Each lane's output is kept in .tmp/lanes/ and printed whole when the lane ends, so the log reads
# lane by lane; `bash scripts/test.sh node` runs only the lanes named.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
rm -rf .tmp/vitest-*.json .tmp/playwright-results.json .tmp/budget-results.json \
  .tmp/screenshot-diffs .tmp/lanes
mkdir -p .tmp/lanes
# Debian's packages and npm's download side by side: both wait mostly on the network and the disk.
bash scripts/install-system.sh >.tmp/lanes/install-system.log 2>&1 &
system_install=$!
bash scripts/install.sh
if ! wait "$system_install"; then
  cat .tmp/lanes/install-system.log
  exit 1
fi
cat .tmp/lanes/install-system.log

cleanup() {
  # Lanes still running (an interrupted run) stop with the script.
  jobs -p | xargs -r kill 2>/dev/null || true
  bash scripts/pg-cluster.sh stop || true
}
trap cleanup EXIT
eval "export $(bash scripts/pg-cluster.sh start)"

# Story files split into this many shards, taken one at a time by whichever lane is free.
STORY_SHARDS=6

lane_node() {
  local status=0
  npx tsc --noEmit -p tsconfig.json || status=1
  npx eslint . || status=1
  npx prettier --check . --log-level warn || status=1
  npx tsx scripts/file-cycles.ts || status=1
  npx tsx scripts/module-cycles.ts || status=1
  # Two files at a time: alone, one at a time left a core idle while an API file waited on its
  # server or PostgreSQL.
  npx vitest run --project unit --project api-sqlite --project api-postgres --maxWorkers=2 \
    --reporter=default --reporter=json --outputFile.json=.tmp/vitest-node.json || status=1
  story_shards node || status=1
  return $status
}

lane_browser() {
  local status=0
  if npx vite build --logLevel warn; then
    npx tsx scripts/check-budgets.ts || status=1
    npx playwright test || status=1
  else
    status=1
  fi
  npm run --silent storybook:build || status=1
  story_shards browser || status=1
  return $status
}

# Runs the story shards no lane has taken yet (mkdir claims one atomically). Each lane keeps its
# own Vite dependency cache, so two shards starting at once never rewrite each other's.
story_shards() {
  local status=0 shard
  for shard in $(seq 1 "$STORY_SHARDS"); do
    mkdir ".tmp/lanes/story-shard-$shard" 2>/dev/null || continue
    echo "== stories: shard $shard of $STORY_SHARDS"
    # Every shard's Chromium kept the process up after its last test until Vitest's teardown
    # timeout (10 s by default) forced the exit: the results are written by then.
    STORY_SCREENSHOTS=1 STORY_CACHE_DIR=".tmp/vite-stories-$1" npx vitest run \
      --project storybook --shard="$shard/$STORY_SHARDS" --teardownTimeout=2000 \
      --reporter=default --reporter=json --outputFile.json=".tmp/vitest-stories-$shard.json" ||
      status=1
  done
  return $status
}

lanes=("$@")
[ ${#lanes[@]} -eq 0 ] && lanes=(node browser)
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

if [ -d .tmp/screenshot-diffs ]; then
  echo "Screenshots differ from their baselines; the actual and diff images are in .tmp/screenshot-diffs/:"
  find .tmp/screenshot-diffs -name '*.png' | sort | sed 's/^/  /'
fi
echo "== suite: $SECONDS s"
if [[ " ${lanes[*]} " == *" node "* && " ${lanes[*]} " == *" browser "* ]]; then
  reports=(--vitest .tmp/vitest-node.json)
  for shard in $(seq 1 "$STORY_SHARDS"); do reports+=(--vitest ".tmp/vitest-stories-$shard.json"); done
  node scripts/test-summary.mjs "${reports[@]}" \
    --playwright .tmp/playwright-results.json --budgets .tmp/budget-results.json || status=1
fi
exit $status
