import { sql, type Kysely } from 'kysely';
import { dialectOf, type Db, type Dialect } from '../../db/connection';
import { param, prepare } from '../../db/prepared';
import type { Database } from '../../db/schema';
import type { searchTerms, SuffixDb } from './employee-list-shape';

/**
 * What is known of an organisation's list before it is read: its members by status (counters
 * kept by triggers) and, on SQLite, whether a search is cheaper through the suffix index.
 */
export class EmployeeListCounts {
  readonly #memberCounts;
  readonly #suffixRows;
  readonly #dialect: Dialect;

  constructor(db: Db) {
    this.#dialect = dialectOf(db);
    this.#memberCounts = prepare(
      db,
      db.selectFrom('org_member_counts').selectAll().where('org_id', '=', param('orgId')),
      ['orgId'],
    );
    const suffixes = db as unknown as Kysely<SuffixDb>;
    this.#suffixRows = prepare(
      db,
      suffixes
        .selectFrom(
          suffixes
            .selectFrom('employee_search_suffixes')
            .select(sql`1`.as('one'))
            .where('org_id', '=', param('orgId'))
            .where('suffix', '>=', param<string>('suffixFrom'))
            .where('suffix', '<', param<string>('suffixTo'))
            .limit(param('cap'))
            .as('r'),
        )
        .select((eb) => eb.fn.countAll<number>().as('n')),
      ['orgId', 'suffixFrom', 'suffixTo', 'cap'],
    );
  }

  /** The organisation's counters: members by status and the members' version. */
  async memberCounts(orgId: number): Promise<Database['org_member_counts'] | undefined> {
    return (await this.#memberCounts({ orgId }))[0];
  }

  /**
   * SQLite: whether the suffix index is the cheaper way to the rows containing the text. Reading
   * it costs about five times more per suffix found than a scan costs per row of the
   * organisation (measured on the 10,000-employee benchmark list), so a text found in very many
   * places (an e-mail domain everyone shares) is scanned for instead; so the index never makes a
   * search slower than a scan. At most the cap's suffixes are counted.
   */
  async indexPaysOff(
    terms: ReturnType<typeof searchTerms>,
    orgId: number,
    known?: Database['org_member_counts'],
  ): Promise<boolean> {
    if (this.#dialect !== 'sqlite') return true;
    const counts = known ?? (await this.memberCounts(orgId));
    const rows = counts
      ? counts.active + counts.pending + counts.saas_disabled + counts.removed
      : 0;
    const cap = Math.max(1000, Math.ceil(rows / 5));
    const [found] = await this.#suffixRows({ ...terms, orgId, cap });
    return Number(found?.n ?? 0) < cap;
  }
}
