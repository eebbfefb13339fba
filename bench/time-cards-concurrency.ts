import { setTimeout as wait } from 'node:timers/promises';
import { ClockClient, percentiles, type Answer, type ClockCall } from './time-cards-client';

/**
 * How each clock action is sent:
 * - plain: once, with a key of its own;
 * - racing: twice at the same moment with two keys (two phones of one member, or a phone and a
 *   manager): one must win, the other be refused;
 * - doubled: twice at the same moment under one key (a phone retrying before the first answer):
 *   both must answer the same card, and only one write happen.
 */
export type PhaseKind = 'plain' | 'racing' | 'doubled';

export type PhaseFigures = {
  requests: number;
  successes: number;
  /** Answers replayed from an earlier request with the same key. */
  replayed: number;
  /** Non-2xx answers by status; 0: the connection failed. */
  refusals: Map<number, number>;
  p50: number;
  p99: number;
  /** Members' cycles completed (clock in … clock out). */
  cycles: number;
  /** Doubled: pairs under one key that answered differently (status or card). */
  mismatchedPairs: number;
  /** Doubled: pairs under one key that both succeeded with different cards (must be 0). */
  twoCardPairs: number;
  /** Every card a 2xx answer showed. */
  answered: Set<number>;
};

const isOk = (answer: Answer) => answer.status >= 200 && answer.status < 300;

/**
 * `members` each loop, all at once, until `seconds` pass: clock in on one project, every other
 * cycle a rest break, switch to the other project, clock out, with a random pause of up to
 * `thinkMs` between actions (people act over seconds, so switches fall both in a card's first
 * second and later). A cycle under way when time is up is finished, so no card is left open.
 * With `kill`, the server is killed (SIGKILL) half-way and the load stops there.
 */
export async function runPhase(options: {
  client: ClockClient;
  members: number[];
  projects: [number, number];
  kind: PhaseKind;
  seconds: number;
  tag: string;
  thinkMs: number;
  kill?: () => Promise<void>;
}): Promise<PhaseFigures> {
  const { client, kind, tag } = options;
  const figures: PhaseFigures = {
    requests: 0,
    successes: 0,
    replayed: 0,
    refusals: new Map(),
    p50: 0,
    p99: 0,
    cycles: 0,
    mismatchedPairs: 0,
    twoCardPairs: 0,
    answered: new Set(),
  };
  const times: number[] = [];
  const record = (answer: Answer) => {
    figures.requests++;
    times.push(answer.ms);
    if (isOk(answer)) {
      figures.successes++;
      if (answer.cardId !== null) figures.answered.add(answer.cardId);
    } else figures.refusals.set(answer.status, (figures.refusals.get(answer.status) ?? 0) + 1);
    if (answer.replayed) figures.replayed++;
  };

  /** Sends one action as the phase sends them; answers the success if there was one. */
  const step = async (call: ClockCall): Promise<Answer> => {
    if (kind === 'plain') {
      const answer = await client.send(call, ClockClient.key(call, tag));
      record(answer);
      return answer;
    }
    const shared = ClockClient.key(call, tag);
    const pair = await Promise.all([
      client.send(call, kind === 'doubled' ? shared : ClockClient.key(call, tag)),
      client.send(call, kind === 'doubled' ? shared : ClockClient.key(call, tag)),
    ]);
    pair.forEach(record);
    const [first, second] = pair;
    if (kind === 'doubled' && (first.status !== second.status || first.cardId !== second.cardId)) {
      figures.mismatchedPairs++;
      if (isOk(first) && isOk(second)) figures.twoCardPairs++;
    }
    // Both may succeed one after the other (two switches a second apart): the newer card runs.
    if (isOk(first) && isOk(second))
      return (second.cardId ?? 0) > (first.cardId ?? 0) ? second : first;
    return isOk(first) ? first : second;
  };

  let stopped = false;
  let killed = false;
  const think = () => wait(Math.random() * options.thinkMs);

  const member = async (employeeId: number) => {
    let open: number | null = null;
    let cycle = 0;
    // A clock-out that did not go through is retried before the next clock-in (and at the end).
    const clockOut = async () => {
      if (open === null) return true;
      let answer = await step(client.onCard(open, 'clock_out'));
      if (answer.status === 409) {
        // Still on a break (its end was refused), or already clocked out: end it and try again.
        await step(client.onCard(open, 'end_break'));
        answer = await step(client.onCard(open, 'clock_out'));
      }
      // 409/404 now: the card is already clocked out (a racing twin did it) or gone.
      if (isOk(answer) || answer.status === 409 || answer.status === 404) open = null;
      return open === null;
    };
    while (!stopped) {
      if (!(await clockOut())) {
        await think();
        continue;
      }
      const clockIn = await step(client.clockIn(employeeId, options.projects[0]));
      if (!isOk(clockIn) || clockIn.cardId === null) {
        await think();
        continue;
      }
      open = clockIn.cardId;
      await think();
      if (cycle % 2 === 1) {
        const started = await step(client.onCard(open, 'start_break', { break_type: 'rest' }));
        await think();
        if (isOk(started)) await step(client.onCard(open, 'end_break'));
        await think();
      }
      const switched = await step(
        client.onCard(open, 'switch', { org_project_id: options.projects[1] }),
      );
      if (isOk(switched) && switched.cardId !== null) open = switched.cardId;
      await think();
      if (await clockOut()) figures.cycles++;
      cycle++;
    }
    for (let tries = 0; tries < 3 && !killed && open !== null; tries++) await clockOut();
  };

  const timer = setTimeout(
    () => {
      stopped = true;
      if (options.kill) {
        killed = true;
        void options.kill();
      }
    },
    (options.kill ? options.seconds / 2 : options.seconds) * 1000,
  );
  try {
    await Promise.all(options.members.map(member));
  } finally {
    clearTimeout(timer);
  }
  Object.assign(figures, percentiles(times));
  return figures;
}

export type ClockInFigures = {
  clockIns: number;
  clockInsPerSecond: number;
  p50: number;
  p99: number;
  /** Non-2xx answers of clock-ins and clock-outs by status. */
  refusals: Map<number, number>;
};

/**
 * Clock-in latency: `connections` lanes at once, each clocking in its own members in turn, each
 * clock-in followed by that card's clock-out (so the member's next clock-in is valid); only the
 * clock-ins are timed. A 2-second warm-up first, as load() does.
 */
export async function clockInLatency(options: {
  client: ClockClient;
  members: number[];
  projectId: number;
  connections: number;
  seconds: number;
}): Promise<ClockInFigures> {
  const { client, connections } = options;
  const refusals = new Map<number, number>();
  const times: number[] = [];
  const run = async (seconds: number, timed: boolean) => {
    const until = performance.now() + seconds * 1000;
    const lane = async (index: number) => {
      const own = options.members.filter((_, i) => i % connections === index);
      for (let turn = 0; performance.now() < until; turn++) {
        const employeeId = own[turn % own.length]!;
        const clockIn = await client.send(client.clockIn(employeeId, options.projectId), null);
        const refuse = (answer: Answer) =>
          refusals.set(answer.status, (refusals.get(answer.status) ?? 0) + 1);
        if (timed) times.push(clockIn.ms);
        if (!isOk(clockIn) || clockIn.cardId === null) {
          refuse(clockIn);
          continue;
        }
        const clockOut = await client.send(client.onCard(clockIn.cardId, 'clock_out'), null);
        if (!isOk(clockOut)) refuse(clockOut);
      }
    };
    await Promise.all(Array.from({ length: connections }, (_, index) => lane(index)));
  };
  await run(2, false);
  refusals.clear();
  const started = performance.now();
  await run(options.seconds, true);
  const elapsed = (performance.now() - started) / 1000;
  return {
    clockIns: times.length,
    clockInsPerSecond: Math.round(times.length / elapsed),
    ...percentiles(times),
    refusals,
  };
}
