import {
  CLOCK_IN_CONNECTIONS,
  COMPARISON_ROW,
  CONCURRENT_MEMBERS,
  SUMMARY_CONNECTIONS,
  WEEKS,
  type TimeCardBenchResult,
} from './time-cards-shape';

/** Prints one database's figures beside the targets; answers whether any invariant broke. */
export function printTimeCardBench(result: TimeCardBenchResult, seconds: number): boolean {
  const ms = (value: number) => String(value).padStart(8);
  console.log(
    `\nTime-card summary on ${result.database} (${result.members} members × ${WEEKS} weeks = ${result.cards} cards): GET …/time_cards/summary (and one page of GET …/time_cards), ${SUMMARY_CONNECTIONS} connections, ${seconds} s each`,
  );
  console.log('  call                          found    req/s   p50 ms   p99 ms   errors');
  for (const row of result.summary)
    console.log(
      `  ${row.name.padEnd(27)} ${String(row.found).padStart(6)} ${String(row.requestsPerSecond).padStart(8)} ${ms(row.p50)} ${ms(row.p99)} ${String(row.errors + row.non2xx).padStart(8)}`,
    );
  for (const row of result.summary)
    console.log(
      row.requestsPerSecond === 0
        ? `  ${row.name}: no answer within the time, not measured (raise BENCH_SECONDS)`
        : row.name.startsWith(COMPARISON_ROW)
          ? `  ${row.name} p99 = ${row.p99} ms (for comparison: what the screen read before)`
          : `  ${row.name} p99 = ${row.p99} ms (target p99 < 50 ms): ${row.p99 < 50 ? 'met' : 'NOT met'}`,
    );

  console.log(
    `\nClock-in on ${result.database}: crew clock-ins by the administrator, each followed by its clock-out, ${seconds} s each`,
  );
  for (const [label, clock] of [
    ['1 connection', result.clockInAlone],
    [`${CLOCK_IN_CONNECTIONS} connections`, result.clockIn],
  ] as const) {
    console.log(
      `  ${label.padEnd(15)} ${clock.clockIns} clock-ins, ${clock.clockInsPerSecond}/s, p50 ${clock.p50} ms, p99 ${clock.p99} ms, refused ${refusalText(clock.refusals)}`,
    );
    console.log(
      `  ${label.padEnd(15)} clock-in p99 = ${clock.p99} ms (target p99 < 20 ms): ${clock.p99 < 20 ? 'met' : 'NOT met'}`,
    );
  }

  console.log(
    `\nConcurrency on ${result.database}: ${CONCURRENT_MEMBERS} members at once (every request checked in the database afterwards)`,
  );
  let violations = 0;
  for (const phase of result.phases) {
    const f = phase.figures;
    const mode = phase.split ? 'split cards' : 'one project per card';
    console.log(`  ${phase.name}, ${mode}, ${phase.seconds} s`);
    console.log(
      `    requests ${f.requests}, successes ${f.successes} (replayed ${f.replayed}), refused ${refusalText(f.refusals)}, p50 ${f.p50} ms, p99 ${f.p99} ms, cycles ${f.cycles}`,
    );
    console.log(
      `    cards made ${phase.created.created}, creating requests answered by their key ${phase.created.creatingKeys}` +
        (phase.afterRestart
          ? `, made but unanswered (connection cut by the kill) ${phase.created.unanswered}; after the restart ${phase.afterRestart.open} left running, ${phase.afterRestart.clockedOut} clocked out`
          : '') +
        (f.mismatchedPairs || phase.name.startsWith('(c)')
          ? `, pairs under one key answered differently ${f.mismatchedPairs}`
          : ''),
    );
    const count = phase.violations.reduce((sum, each) => sum + each.count, 0);
    violations += count;
    console.log(`    violations ${count}`);
    for (const each of phase.violations)
      console.log(`      ${each.name}: ${each.count} (e.g. ${each.examples.join(', ')})`);
  }
  console.log(
    `  invariants on ${result.database}: ${violations === 0 ? 'held (0 violations)' : `FAILED (${violations} violations)`}`,
  );
  return violations > 0;
}

const refusalText = (refusals: Map<number, number>) =>
  refusals.size === 0
    ? 'none'
    : [...refusals]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status === 0 ? 'connection failed' : status} ×${count}`)
        .join(', ');
