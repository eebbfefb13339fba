import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../../contract/endpoint';
import { MESSAGES } from '../../contract/errors';
import { RULE_TEXT } from '../../contract/validation';
import { installErrorHandler, installJsonParser } from '../../server/http/error-handler';
import { requestSchemaOf } from '../../server/http/openapi';
import { documentCheckFor } from '../../server/http/request-contract';
import { route } from '../../server/http/route';
import { createZodValidatorCompiler } from '../../server/http/validation';

/**
 * A call whose schema says more than its OpenAPI document can: `member_ids` is optional in the
 * document (it has a default) but a rule refuses it missing, as the team calls once did; `code`
 * is any string in the document but must read as a number.
 */
const zCrewBody = z
  .object({
    name: z.string().min(1, RULE_TEXT.required),
    member_ids: z.array(z.number().int()).default([]),
    code: z.string().transform(Number).pipe(z.number()).optional(),
    // A bound OpenAPI 3.0 writes in draft-4 form; the check must still read the document.
    hours: z.number().gt(0).optional(),
    starts: z.number().int().optional(),
    ends: z.number().int().optional(),
  })
  .refine((crew) => crew.member_ids.length > 0, {
    path: ['member_ids'],
    message: RULE_TEXT.required,
  })
  .refine((crew) => !crew.starts || !crew.ends || crew.starts <= crew.ends, {
    path: ['ends'],
    message: RULE_TEXT.dateRangeOrder,
  });

const crewCall = endpoint({
  method: 'POST',
  path: '/crews',
  auth: 'public',
  query: z.object({ page: z.coerce.number().int().min(1).optional() }),
  body: zCrewBody,
  response: z.object({ ok: z.boolean() }),
});

const logged: Array<Record<string, unknown>> = [];
let app: FastifyInstance | null = null;

async function crewApp(checkDocument: boolean): Promise<FastifyInstance> {
  const instance = Fastify({
    logger: {
      level: 'error',
      stream: { write: (line: string) => logged.push(JSON.parse(line) as Record<string, unknown>) },
    },
  });
  instance.setValidatorCompiler(
    createZodValidatorCompiler(
      checkDocument ? { documentCheck: { checkFor: documentCheckFor, log: instance.log } } : {},
    ),
  );
  installJsonParser(instance);
  installErrorHandler(instance);
  route(instance, crewCall, async () => ({ ok: true }));
  await instance.ready();
  app = instance;
  return instance;
}

afterEach(async () => {
  await app?.close();
  app = null;
  logged.length = 0;
});

async function post(instance: FastifyInstance, body: unknown, query = '') {
  const response = await instance.inject({
    method: 'POST',
    url: `/v1/crews${query}`,
    body: body as object,
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

describe('the document of the test call', () => {
  it('marks member_ids optional and code a string, as a client would read it', () => {
    const document = requestSchemaOf(zCrewBody) as {
      required: string[];
      properties: Record<string, { type?: string }>;
    };
    expect(document.required).toEqual(['name']);
    expect(document.properties.code?.type).toBe('string');
  });
});

describe('with the document check on (VALIDATE_RESPONSES, as in tests)', () => {
  it('a field refused as required that the document marks optional answers 500 and is logged', async () => {
    const instance = await crewApp(true);
    const response = await post(instance, { name: 'Roofers' });
    expect(response).toEqual({ status: 500, body: { status_code: 500, message: MESSAGES.sorry } });
    const line = logged.find((entry) => entry.mismatches);
    expect(line).toMatchObject({
      level: 50,
      method: 'POST',
      url: '/v1/crews',
      part: 'body',
      mismatches: [{ field: 'member_ids', problem: 'required', message: RULE_TEXT.required }],
    });
  });

  it('a type error on a value of the document type answers 500', async () => {
    const instance = await crewApp(true);
    expect((await post(instance, { name: 'R', member_ids: [1], code: '12' })).status).toBe(200);
    const response = await post(instance, { name: 'Roofers', member_ids: [1], code: 'twelve' });
    expect(response.status).toBe(500);
    expect(logged.find((entry) => entry.mismatches)).toMatchObject({
      mismatches: [{ field: 'code', problem: 'type' }],
    });
  });

  it('refusals the document agrees with, or can not express, stay 400', async () => {
    const instance = await crewApp(true);
    // name is required in the document too; hours is the wrong type there too.
    const missing = await post(instance, { member_ids: [1], hours: 'eight' });
    expect(missing.status).toBe(400);
    expect(missing.body.field_hints).toEqual({
      name: [MESSAGES.required],
      hours: [expect.any(String)],
    });
    // A bound and a cross-field rule: the document has no words for the second.
    const bounds = await post(instance, { name: 'R', member_ids: [1], hours: 0 });
    expect(bounds.status).toBe(400);
    const order = await post(instance, { name: 'R', member_ids: [1], starts: 5, ends: 1 });
    expect(order.status).toBe(400);
    expect(order.body.field_hints).toEqual({ ends: [RULE_TEXT.dateRangeOrder] });
    // Query values are text on the wire: '2' is the document's integer, 'abc' is not.
    expect((await post(instance, { name: 'R', member_ids: [1] }, '?page=2')).status).toBe(200);
    expect((await post(instance, { name: 'R', member_ids: [1] }, '?page=abc')).status).toBe(400);
    expect(logged.filter((entry) => entry.mismatches)).toEqual([]);
  });
});

describe('with the check off (production)', () => {
  it('the same disagreement answers the plain 400', async () => {
    const instance = await crewApp(false);
    const response = await post(instance, { name: 'Roofers' });
    expect(response.status).toBe(400);
    expect(response.body.field_hints).toEqual({ member_ids: [RULE_TEXT.required] });
    expect(logged).toEqual([]);
  });
});
