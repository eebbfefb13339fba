import type { OrgContext } from '../../http/context';
import { assembleMember } from './payroll-assemble';
import { classifyMember } from './payroll-classify';
import { payrollCsvRow } from './payroll-csv';
import type { PayrollOrg } from './payroll-data';
import type { CallerScope, PayrollLoader } from './payroll-loader';
import { contextOf, frameOf, sortListed, timeOffOf, type Query } from './payroll-prepare';

/**
 * GET payroll/summary.csv's lines: the summary's members in its order, each member's days with
 * time. The cards are read and classified a chunk of members at a time while the answer streams
 * (pulled as the client reads), never the range whole, so memory stays flat whatever its size:
 * a chunk is turned into its lines at once, so its cards and classifications are let go before
 * the lines go out, not kept alive (and into the collector's old space) while they stream.
 * Everything that can refuse the request is done before the first line.
 */

/** Members whose cards are read and classified at once. */
const CSV_CHUNK_MEMBERS = 100;

export async function payrollCsvRows(
  loader: PayrollLoader,
  ctx: OrgContext,
  org: PayrollOrg,
  scope: CallerScope,
  query: Query,
  now: number,
): Promise<AsyncIterable<string[]>> {
  const { repo } = loader;
  const frame = await frameOf(loader, ctx, org, scope, query);
  const [named, basis, timeOff] = await Promise.all([
    repo.rangeMembers(ctx.orgId, frame.from, frame.to),
    repo.payBasis(ctx.orgId, frame.to),
    timeOffOf(loader, ctx, org, scope, frame, query.include_time_off),
  ]);
  const names = new Map([...named].filter(([id]) => frame.visible(id)));
  const unnamed = [...timeOff.keys()].filter((id) => !names.has(id));
  for (const [id, name] of await repo.names(ctx.orgId, unnamed)) names.set(id, name);
  const listed = sortListed([...names].map(([id, name]) => ({ id, name })));

  // A chunk's lines are made by a function of their own: once it returns, nothing of the chunk
  // but its lines is reachable from the generator while they stream.
  const chunkLines = async (chunk: typeof listed) => {
    const ids = chunk.map((member) => member.id);
    const cards = await repo.rangeCards(ctx.orgId, frame.from, frame.to, ids);
    const data = { ...cards, ...basis };
    const context = { ...contextOf(frame, data), withSpans: false };
    const made: string[][] = [];
    for (const { id, name } of chunk) {
      const loaded = cards.members.get(id);
      // As the loader does: a running card is classified up to now.
      const running = loaded?.cards.some((card) => card.clockOut === null) ?? false;
      const classified =
        loaded && classifyMember(loaded, data, frame.rules, frame.weeks, running ? now : 0);
      const { member } = assembleMember(id, name, classified, timeOff.get(id) ?? [], context);
      const showsPay = loader.showsPay(ctx, scope, id);
      for (const day of member.days)
        if (day.worked_seconds + day.break_seconds + day.time_off_seconds > 0)
          made.push(payrollCsvRow({ member, day, showsPay }));
    }
    return made;
  };

  return (async function* lines() {
    for (let first = 0; first < listed.length; first += CSV_CHUNK_MEMBERS)
      yield* await chunkLines(listed.slice(first, first + CSV_CHUNK_MEMBERS));
  })();
}
