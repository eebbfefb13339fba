import { readFileSync } from 'node:fs';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { MESSAGES } from '../../contract/errors';
import type { Config } from '../config';
import { type Db, dialectOf } from '../db/connection';
import { type MailTransport, Outbox, smtpTransport } from '../mail/outbox';
import { LOG_REDACT_PATHS, REDACTED, serializeRequest } from '../lib/log-redaction';
import { AppError } from './app-error';
import './context';
import { type AppDeps, createServices, SERVER_MODULES } from './deps';
import { clientErrorHandler, installErrorHandler, installJsonParser } from './error-handler';
import {
  createAuthenticate,
  createKindsAnywhere,
  createOrgGuard,
  createPlanGuard,
  installGuards,
} from './guards';
import { registerRoutes } from './module';
import { buildOpenApi } from './openapi';
import { documentCheckFor } from './request-contract';
import { createZodValidatorCompiler, refuseNulCharacters } from './validation';
import { registerWebApp } from './web-app';

export type BuildAppOptions = {
  config: Config;
  db: Db;
  /** Overrides the SMTP transport built from SMTP_URL (tests pass their own). */
  mailer?: MailTransport | null;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
};

const BODY_LIMIT = 1024 * 1024;

export type RegisteredRoute = {
  method: string;
  url: string;
  auth: 'public' | 'private' | 'refresh' | null;
};

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
  }
}

function packageVersion(): string {
  try {
    const pkg = JSON.parse(
      readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
    ) as { version?: string };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/**
 * Every /v1 answer carries personal data or tokens (or is an error about them), so none is
 * stored by a browser or a shared cache, and none is sniffed into another type. Static assets
 * keep their own caching (web-app.ts).
 */
function installApiHeaders(app: FastifyInstance) {
  // A callback hook, not an async one: it runs on every request, the hot ones included.
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    if (url === '/v1' || url.startsWith('/v1/') || url.startsWith('/v1?'))
      reply.header('cache-control', 'no-store').header('x-content-type-options', 'nosniff');
    done();
  });
}

/**
 * The whole HTTP application: the /v1 API, /healthz and the built web app. Returned ready to
 * listen, so tests and benchmarks start it in-process on any port. The API is the server modules'
 * (SERVER_MODULES in deps.ts): their services built once here, their routes registered in list
 * order behind the guards installed first.
 */
export async function buildApp({
  config,
  db,
  mailer,
  logStream,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: { req: serializeRequest },
      redact: { paths: LOG_REDACT_PATHS, censor: REDACTED },
      ...(logStream ? { stream: logStream } : {}),
    },
    clientErrorHandler,
    // Logging two lines per request costs more than the API's own work on hot paths.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
  });

  const transport =
    mailer === undefined ? (config.smtpUrl ? smtpTransport(config.smtpUrl) : null) : mailer;
  const outbox = new Outbox(db, app.log, transport, config.mailFrom);
  const wired = createServices(config, db, outbox);

  // The route table, for tests that walk every route (e.g. the tenancy test) and for the docs.
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (options) => {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods)
      registeredRoutes.push({
        method: String(method),
        url: options.url,
        auth: options.config?.auth ?? null,
      });
  });

  app.setValidatorCompiler(
    createZodValidatorCompiler(
      config.validateResponses
        ? { documentCheck: { checkFor: documentCheckFor, log: app.log } }
        : {},
    ),
  );
  refuseNulCharacters(app);
  installApiHeaders(app);
  installJsonParser(app);
  installErrorHandler(app);
  app.decorateRequest('auth', null);
  app.decorateRequest('org', null);

  await app.register(fastifyRateLimit, { global: false });
  const signInLimit = app.rateLimit({
    max: config.rateLimits.signInPerIpPerMinute,
    timeWindow: 60_000,
    errorResponseBuilder: (_request, context) =>
      new AppError(context.statusCode, MESSAGES.tooManyRequests) as unknown as object,
  });

  installGuards(
    app,
    createAuthenticate(wired.services.tokens),
    createOrgGuard(wired.memberships),
    createKindsAnywhere(db),
    createPlanGuard(wired.memberships),
  );

  const validateResponse = config.validateResponses;
  const deps: AppDeps = {
    ...wired,
    config,
    db,
    dialect: dialectOf(db),
    log: app.log,
    outbox,
    routeOptions: {
      standard: { validateResponse },
      signIn: { validateResponse, onRequest: [signInLimit] },
    },
  };

  app.get('/healthz', async (_request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ok' };
    } catch (error) {
      app.log.error({ err: error }, 'Health check: the database does not answer');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  let openApi: unknown = null;
  app.get(
    '/v1/openapi.json',
    { config: { auth: 'public' } },
    async () => (openApi ??= buildOpenApi(packageVersion())),
  );

  registerRoutes(app, SERVER_MODULES, deps);

  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send(new AppError(404, MESSAGES.notFound).toBody());
  });
  await registerWebApp(app, { staticDir: config.staticDir, publicUrl: config.publicUrl });

  app.addHook('onClose', async () => {
    await outbox.idle();
  });
  await outbox.flushPending();
  return app;
}
