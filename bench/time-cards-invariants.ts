import type { Db } from '../server/db/connection';

/** What the database must always hold about an organisation's time cards, and what it found. */
export type InvariantReport = {
  cards: number;
  /** Each entry: how many, and a few examples to look at. */
  violations: { name: string; count: number; examples: string[] }[];
};

/** The cards a run of requests made, checked against the idempotency keys that answered them. */
export type CreatedCheck = {
  /** Cards with an id above the watermark. */
  created: number;
  /** Creating requests (clock-ins, switches that began a new card) whose key holds an answer. */
  creatingKeys: number;
  /** Cards made whose answer never reached the client (only when the server was killed). */
  unanswered: number;
};

const MAX_EXAMPLES = 5;

/**
 * Reads every card of the organisation with its allocations, breaks and audit rows and lists
 * what breaks the time-card invariants (server/modules/time-cards/README.md):
 * - no member with two open cards, no two cards of one member overlapping (half-open);
 * - status agrees with the times (completed ⇔ clocked out; on_break ⇔ one open break);
 * - allocations are consecutive and cover the card exactly: the first begins at the clock-in,
 *   each next where the last ended, the last ends at the clock-out (open while running), and a
 *   running card has exactly one open allocation;
 * - breaks lie inside the card, at most one open;
 * - no half-written card: every card has an allocation; a card made by the clock
 *   (created_by_profile_id set) has exactly one `clock_in` audit row, and once completed a row
 *   that closed it (`clock_out`, `switch`, or `auto_clock_out`);
 * - every idempotency key holds its answer (keys are written with their answer, or not at all).
 */
export async function checkInvariants(db: Db, orgId: number): Promise<InvariantReport> {
  const [cards, allocations, breaks, audits, unanswered] = await Promise.all([
    db
      .selectFrom('time_cards')
      .select([
        'id',
        'employee_id',
        'clock_in_dt_unix',
        'clock_out_dt_unix',
        'status',
        'created_by_profile_id',
      ])
      .where('org_id', '=', orgId)
      .where('deleted_at_unix', 'is', null)
      .orderBy('employee_id')
      .orderBy('clock_in_dt_unix')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('time_card_allocations')
      .select(['time_card_id', 'start_dt_unix', 'end_dt_unix'])
      .where('org_id', '=', orgId)
      .orderBy('time_card_id')
      .orderBy('start_dt_unix')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('time_card_breaks')
      .select(['time_card_id', 'start_dt_unix', 'end_dt_unix'])
      .where('org_id', '=', orgId)
      .execute(),
    db
      .selectFrom('audit_log')
      .select(['entity_id', 'action', (eb) => eb.fn.countAll<number>().as('rows')])
      .where('org_id', '=', orgId)
      .where('entity', '=', 'time_card')
      .groupBy(['entity_id', 'action'])
      .execute(),
    db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('org_id', '=', orgId)
      .where('response_json', 'is', null)
      .execute(),
  ]);

  const found = new Map<string, string[]>();
  const add = (name: string, example: string) => {
    const list = found.get(name) ?? [];
    list.push(example);
    found.set(name, list);
  };
  const num = (value: number | string | bigint | null) => (value === null ? null : Number(value));

  const allocationsOf = groupBy(allocations, (row) => row.time_card_id);
  const breaksOf = groupBy(breaks, (row) => row.time_card_id);
  const auditRows = new Map<string, number>();
  for (const row of audits) auditRows.set(`${row.entity_id}:${row.action}`, Number(row.rows));
  const audited = (id: number, action: string) => auditRows.get(`${id}:${action}`) ?? 0;

  // Per member, in clock-in order: how far their cards so far reach (Infinity: one is open).
  let member: number | null = null;
  let reach = -Infinity;
  let reachedBy = 0;
  for (const card of cards) {
    const id = card.id;
    const start = Number(card.clock_in_dt_unix);
    const end = num(card.clock_out_dt_unix);
    const label = `card ${id} (member ${card.employee_id})`;

    if (member !== card.employee_id) [member, reach] = [card.employee_id, -Infinity];
    if (reach === Infinity) add('member with two open cards or a card after an open one', label);
    else if (reach > start) add('overlapping cards of one member', `${reachedBy} and ${id}`);
    if ((end ?? Infinity) >= reach) [reach, reachedBy] = [end ?? Infinity, id];

    if (end !== null && end < start) add('clock-out before clock-in', label);
    if ((end === null) === (card.status === 'completed'))
      add('status disagrees with clock-out', label);

    const stretches = allocationsOf.get(id) ?? [];
    if (stretches.length === 0) add('half-written card: no allocation', label);
    else {
      const open = stretches.filter((each) => each.end_dt_unix === null).length;
      if (end === null && open !== 1)
        add('running card without exactly one open allocation', label);
      let at: number | null = start;
      let covered = true;
      for (const stretch of stretches) {
        if (at === null || Number(stretch.start_dt_unix) !== at) covered = false;
        at = num(stretch.end_dt_unix);
        if (at !== null && at < Number(stretch.start_dt_unix)) covered = false;
      }
      if (!covered || at !== end) add('allocations do not cover the card exactly', label);
    }

    const taken = breaksOf.get(id) ?? [];
    const openBreaks = taken.filter((each) => each.end_dt_unix === null).length;
    if (openBreaks > 1 || (openBreaks === 1) !== (card.status === 'on_break'))
      add('open breaks disagree with status', label);
    for (const each of taken) {
      const breakEnd = num(each.end_dt_unix);
      if (
        Number(each.start_dt_unix) < start ||
        (end !== null && (breakEnd === null || breakEnd > end))
      )
        add('break outside its card', label);
    }

    if (card.created_by_profile_id !== null) {
      const clockIns = audited(id, 'clock_in');
      if (clockIns !== 1) add(`half-written card: ${clockIns} clock_in audit rows`, label);
      const closed =
        audited(id, 'clock_out') + audited(id, 'switch') + audited(id, 'auto_clock_out');
      if (end !== null && closed === 0)
        add('half-written card: clocked out without an audit row', label);
    }
  }
  for (const row of unanswered) add('idempotency key without its answer', row.key);

  return {
    cards: cards.length,
    violations: [...found].map(([name, examples]) => ({
      name,
      count: examples.length,
      examples: examples.slice(0, MAX_EXAMPLES),
    })),
  };
}

/** The highest card id of the organisation: cards above it were made after this moment. */
export async function cardWatermark(db: Db, orgId: number): Promise<number> {
  const row = await db
    .selectFrom('time_cards')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/**
 * Cards made since `watermark`, and the stored answers that made them: every card a clock-in or
 * a switch (one project per card) began is written in one transaction with its request's key and
 * answer, so each such card must be named by exactly one creating key, even when the server was
 * killed mid-write. Keys name their action and, for switches, the card switched from
 * (ClockClient.key). `answered`: the cards 2xx answers showed, which must all exist, and, unless
 * the server was killed (`answersMayBeLost`: a write committed as its connection died), be all
 * the cards made.
 */
export async function checkCreated(
  db: Db,
  input: {
    orgId: number;
    watermark: number;
    tag: string;
    answered: Set<number>;
    answersMayBeLost: boolean;
  },
): Promise<{ check: CreatedCheck; violations: InvariantReport['violations'] }> {
  const created = await db
    .selectFrom('time_cards')
    .select('id')
    .where('org_id', '=', input.orgId)
    .where('id', '>', input.watermark)
    .where('deleted_at_unix', 'is', null)
    .execute();
  const keys = await db
    .selectFrom('idempotency_keys')
    .select(['key', 'response_json'])
    .where('org_id', '=', input.orgId)
    .where((eb) =>
      eb.or([
        eb('key', 'like', `${input.tag}-clock_in-%`),
        eb('key', 'like', `${input.tag}-switch-%`),
      ]),
    )
    .execute();
  const keysPerCard = new Map<number, number>();
  let creatingKeys = 0;
  for (const row of keys) {
    if (row.response_json === null) continue;
    const cardId = (JSON.parse(row.response_json) as { data: { id: number } }).data.id;
    const from = row.key.match(/-switch-(\d+)-/)?.[1];
    if (from !== undefined && Number(from) === cardId) continue;
    creatingKeys++;
    keysPerCard.set(cardId, (keysPerCard.get(cardId) ?? 0) + 1);
  }
  const existing = new Set(created.map((row) => row.id));
  const unkeyed = created.filter((row) => keysPerCard.get(row.id) !== 1).map((row) => row.id);
  const lost = [...input.answered].filter((id) => id > input.watermark && !existing.has(id));
  const unanswered = created.filter((row) => !input.answered.has(row.id)).map((row) => row.id);
  const violations: InvariantReport['violations'] = [];
  if (unanswered.length && !input.answersMayBeLost)
    violations.push({
      name: 'card made that no answer showed',
      count: unanswered.length,
      examples: unanswered.slice(0, MAX_EXAMPLES).map(String),
    });
  if (unkeyed.length)
    violations.push({
      name: 'card not made by exactly one creating request (duplicate or half-written)',
      count: unkeyed.length,
      examples: unkeyed.slice(0, MAX_EXAMPLES).map(String),
    });
  if (lost.length)
    violations.push({
      name: 'card a success answered is missing',
      count: lost.length,
      examples: lost.slice(0, MAX_EXAMPLES).map(String),
    });
  return {
    check: { created: created.length, creatingKeys, unanswered: unanswered.length },
    violations,
  };
}

function groupBy<T, K>(rows: T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = groups.get(key);
    if (list) list.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
