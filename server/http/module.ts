import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db, Dialect } from '../db/connection';
import type { Outbox } from '../mail/outbox';
import type { RouteOptions } from './route';

/**
 * Server modules as manifests (issue 12). Each module (server/modules/<m>/<m>.module.ts) builds
 * its own repositories and services from the app's context and the services of earlier modules
 * it needs, and registers its routes. The ordered list in server/http/deps.ts folds them into
 * the app's services: a module that needs a service no earlier module provides, or that provides
 * a name an earlier module took, is a compile error in that list (moduleList) and, should the
 * types be bypassed, an error at start-up naming the module and the service (buildServices).
 */

/** What every module builds from. */
export type ModuleContext = { config: Config; db: Db; outbox: Outbox };

/** What a module's routes get: the services they use (own and needed) and the app's wiring. */
export type ModuleDeps<Services> = {
  services: Services;
  config: Config;
  db: Db;
  dialect: Dialect;
  log: FastifyBaseLogger;
  outbox: Outbox;
  routeOptions: { standard: RouteOptions; signIn: RouteOptions };
};

/** Services by name: a module that needs none. */
export type NoServices = Record<never, never>;

export type ServerModule<Name extends string, Needs, Provides> = {
  /** The module's folder name, for error messages. */
  readonly name: Name;
  /** The module's services, from its own repositories and the services of earlier modules. */
  readonly build: (ctx: ModuleContext, needs: Needs) => Provides;
  /**
   * Registers the module's routes, typed against its own services and its needs (function
   * properties, not methods, so that routes asking for more are a compile error).
   */
  readonly routes?: (app: FastifyInstance, deps: ModuleDeps<Provides & Needs>) => void;
};

/** Any module, as the fold sees it. */
type AnyModule = ServerModule<string, never, object>;

type AnyBuild = (ctx: ModuleContext, needs: never) => object;

/** The services a build function asks for: its second parameter's type, or none without one. */
type NeedsOfBuild<B> = B extends (ctx: ModuleContext) => unknown
  ? NoServices
  : B extends (ctx: ModuleContext, needs: infer N) => unknown
    ? N
    : never;

/**
 * A module manifest. Its needs are the annotation of build's second parameter, a type the module
 * declares from other modules' service classes (type-only imports); its services are what build
 * returns; its routes are checked against both:
 *
 *   type Needs = { visibility: VisibilityService };
 *   export const teamsModule = defineModule({
 *     name: 'teams',
 *     build: ({ db }, { visibility }: Needs) => ({ teams: new TeamsService(db, …, visibility) }),
 *     routes: teamRoutes,
 *   });
 *
 * (build is inferred as a whole, so that the routes' check waits for it: inferring its needs and
 * services as two type parameters lets TypeScript fix them before it has read build.)
 */
export function defineModule<const Name extends string, Build extends AnyBuild>(module: {
  readonly name: Name;
  readonly build: Build;
  readonly routes?: (
    app: FastifyInstance,
    deps: ModuleDeps<ReturnType<Build> & NeedsOfBuild<Build>>,
  ) => void;
}): ServerModule<Name, NeedsOfBuild<Build>, ReturnType<Build>> {
  // The same object: TypeScript does not see that Build is (ctx, NeedsOfBuild) => ReturnType.
  return module as unknown as ServerModule<Name, NeedsOfBuild<Build>, ReturnType<Build>>;
}

type NameOf<M> = M extends { readonly name: infer N extends string } ? N : never;
type NeedsOf<M> = M extends { build(ctx: ModuleContext, needs: infer N): unknown } ? N : never;
type ProvidesOf<M> = M extends { build(ctx: ModuleContext, needs: never): infer P } ? P : never;

/** Why a module cannot come after modules that provide `Built`, or never when it can. */
type OrderProblem<M, Built> = [Exclude<keyof NeedsOf<M>, keyof Built>] extends [never]
  ? [Extract<keyof ProvidesOf<M>, keyof Built>] extends [never]
    ? Pick<Built, keyof NeedsOf<M> & keyof Built> extends NeedsOf<M>
      ? never
      : `Server module "${NameOf<M>}" needs a service of another type than the earlier module that provides it`
    : `Server module "${NameOf<M>}" provides "${Extract<keyof ProvidesOf<M>, keyof Built> & string}", which an earlier module provides too`
  : `Server module "${NameOf<M>}" needs "${Exclude<keyof NeedsOf<M>, keyof Built> & string}", which no module before it provides`;

/**
 * The list as it must be: each module as it is, or, where it comes too early or repeats a
 * service name, an object with the reason, which the module lacks (so the compile error sits on
 * that module and reads the reason).
 */
type CheckedList<Ms extends readonly unknown[], Built = NoServices> = Ms extends readonly [
  infer M,
  ...infer Rest,
]
  ? readonly [
      [OrderProblem<M, Built>] extends [never] ? M : { moduleOrderError: OrderProblem<M, Built> },
      ...CheckedList<Rest, Built & ProvidesOf<M>>,
    ]
  : readonly [];

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** Every service the modules provide, by name. */
export type ServicesOf<Ms extends readonly unknown[]> = Simplify<
  Ms extends readonly [infer M, ...infer Rest] ? ProvidesOf<M> & ServicesOf<Rest> : NoServices
>;

/** The ordered module list, checked at compile time: see CheckedList. */
export function moduleList<const Ms extends readonly AnyModule[]>(
  modules: Ms & CheckedList<Ms>,
): Ms {
  return modules;
}

/**
 * The services as one module may read them: a name not among them throws at once, with
 * `missing(name)` as the message, instead of handing out undefined to fail on first use.
 */
function onlyThese<S extends object>(services: S, missing: (name: string) => string): S {
  return new Proxy(services, {
    get(target, key, receiver) {
      if (typeof key === 'string' && !Object.hasOwn(target, key)) throw new Error(missing(key));
      return Reflect.get(target, key, receiver);
    },
  });
}

/**
 * Builds the modules' services in list order: each module gets only the services built before
 * it (a module that reaches for a later one throws here, at start-up), and no two modules may
 * provide the same name.
 */
export function buildServices<const Ms extends readonly AnyModule[]>(
  modules: Ms,
  ctx: ModuleContext,
): ServicesOf<Ms> {
  const built: Record<string, unknown> = {};
  for (const module of modules) {
    const needs = onlyThese(
      { ...built },
      (name) =>
        `Server module "${module.name}" needs "${name}", which no module before it provides`,
    ) as never;
    const provided = module.build(ctx, needs);
    for (const name of Object.keys(provided))
      if (Object.hasOwn(built, name))
        throw new Error(
          `Server module "${module.name}" provides "${name}", which an earlier module provides too`,
        );
    Object.assign(built, provided);
  }
  return built as ServicesOf<Ms>;
}

/** Registers every module's routes in list order. */
export function registerRoutes<Services extends object>(
  app: FastifyInstance,
  modules: readonly AnyModule[],
  deps: ModuleDeps<Services>,
): void {
  for (const module of modules)
    module.routes?.(app, {
      ...deps,
      services: onlyThese(
        deps.services,
        (name) =>
          `The routes of server module "${module.name}" use "${name}", which no module provides`,
      ),
    } as never);
}
