import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';

/** One answer of the server as the time-card benchmarks keep it. */
export type Answer = {
  status: number;
  /** From the request being sent until the whole answer arrived. */
  ms: number;
  /** The card the answer shows (`data.id`), when it shows one. */
  cardId: number | null;
  /** The answer was a replay of an earlier request with the same Idempotency-Key. */
  replayed: boolean;
  /** The connection failed (status 0): refused, reset, or the server was killed. */
  error: string | null;
};

/** What a clock action sends: the call, its path under the organisation, its body. */
export type ClockCall = {
  action: 'clock_in' | 'start_break' | 'end_break' | 'switch' | 'clock_out';
  /** The card acted on (none for a clock-in). */
  cardId: number | null;
  path: string;
  body: Record<string, unknown>;
};

/**
 * Clock actions of the administrator (crew clock-in and acting on the crew's cards) over
 * keep-alive connections, up to `sockets` at once, each request timed on its own.
 */
export class ClockClient {
  readonly #agent: Agent;

  constructor(
    private readonly base: string,
    private readonly token: string,
    private readonly orgId: number,
    sockets: number,
  ) {
    this.#agent = new Agent({ keepAlive: true, maxSockets: sockets });
  }

  clockIn(employeeId: number, projectId: number | null): ClockCall {
    return {
      action: 'clock_in',
      cardId: null,
      path: 'time_cards',
      body: { employee_id: employeeId, org_project_id: projectId },
    };
  }

  onCard(cardId: number, action: Exclude<ClockCall['action'], 'clock_in'>, body = {}): ClockCall {
    return { action, cardId, path: `time_cards/${cardId}/${action}`, body };
  }

  /**
   * A key no other request uses, naming the run, the action and the card acted on, so the
   * database checks can tell a switch that began a new card (checkCreated).
   */
  static key(call: ClockCall, tag: string): string {
    return `${tag}-${call.action}-${call.cardId ?? 'new'}-${randomUUID()}`;
  }

  send(call: ClockCall, idempotencyKey: string | null): Promise<Answer> {
    const payload = JSON.stringify(call.body);
    const headers: Record<string, string | number> = {
      authorization: `Bearer ${this.token}`,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(payload),
    };
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    const started = performance.now();
    return new Promise((resolve) => {
      const failed = (error: Error) =>
        resolve({
          status: 0,
          ms: performance.now() - started,
          cardId: null,
          replayed: false,
          error: error.message || 'connection failed',
        });
      const sent = request(
        `${this.base}/v1/orgs/${this.orgId}/${call.path}`,
        { method: 'POST', headers, agent: this.#agent },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', failed);
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            let cardId: number | null = null;
            if (status >= 200 && status < 300) {
              const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
                data?: { id?: number };
              };
              cardId = parsed.data?.id ?? null;
            }
            resolve({
              status,
              ms: performance.now() - started,
              cardId,
              replayed: response.headers['idempotent-replayed'] === 'true',
              error: null,
            });
          });
        },
      );
      sent.on('error', failed);
      sent.end(payload);
    });
  }

  close(): void {
    this.#agent.destroy();
  }
}

/** p50 and p99 of request times in ms, one decimal. */
export function percentiles(times: number[]): { p50: number; p99: number } {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) =>
    sorted.length === 0
      ? 0
      : Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]! * 10) /
        10;
  return { p50: at(0.5), p99: at(0.99) };
}
