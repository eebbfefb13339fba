import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  buildServices,
  defineModule,
  moduleList,
  registerRoutes,
  type ModuleContext,
  type ModuleDeps,
} from './module';

class Clock {
  now() {
    return 1;
  }
}

class Greeter {
  constructor(readonly clock: Clock) {}
}

const clockModule = defineModule({ name: 'clock', build: () => ({ clock: new Clock() }) });

type GreeterNeeds = { clock: Clock };
const greeterModule = defineModule({
  name: 'greeter',
  build: (_ctx, { clock }: GreeterNeeds) => ({ greeter: new Greeter(clock) }),
});

const ctx = {} as ModuleContext;
const app = {} as FastifyInstance;
const wiring = { routeOptions: { standard: {}, signIn: {} } } as ModuleDeps<unknown>;

describe('buildServices', () => {
  it('hands each module the services of the modules before it', () => {
    const services = buildServices(moduleList([clockModule, greeterModule]), ctx);
    expect(services.greeter.clock).toBe(services.clock);
  });

  it('refuses a module listed before a module it needs, naming the module and the service', () => {
    // @ts-expect-error greeter needs clock, which no module before it provides
    const modules = moduleList([greeterModule, clockModule]);
    expect(() => buildServices(modules, ctx)).toThrow(
      'Server module "greeter" needs "clock", which no module before it provides',
    );
  });

  it('refuses two modules that provide the same service name', () => {
    const otherClock = defineModule({ name: 'other-clock', build: () => ({ clock: new Clock() }) });
    // @ts-expect-error other-clock provides clock, which clock provides already
    const modules = moduleList([clockModule, otherClock]);
    expect(() => buildServices(modules, ctx)).toThrow(
      'Server module "other-clock" provides "clock", which an earlier module provides too',
    );
  });
});

describe('registerRoutes', () => {
  it('registers the routes in list order, with the services and the wiring', () => {
    const calls: string[] = [];
    const first = defineModule({
      name: 'first',
      build: () => ({}),
      routes: (_app, deps) => void calls.push(`first ${Object.keys(deps.routeOptions).join()}`),
    });
    const second = defineModule({
      name: 'second',
      build: (_ctx, _needs: GreeterNeeds) => ({}),
      routes: (_app, deps) => void calls.push(`second ${deps.services.clock.now()}`),
    });
    const modules = moduleList([clockModule, first, second]);
    registerRoutes(app, modules, { ...wiring, services: buildServices(modules, ctx) });
    expect(calls).toEqual(['first standard,signIn', 'second 1']);
  });

  it('refuses routes that use a service no module provides, naming the module', () => {
    const lost = defineModule({
      name: 'lost',
      build: () => ({}),
      // @ts-expect-error the routes use clock, which the module neither provides nor needs
      routes: (_app, deps: ModuleDeps<{ clock: Clock }>) => void deps.services.clock,
    });
    expect(() => registerRoutes(app, [lost], { ...wiring, services: {} })).toThrow(
      'The routes of server module "lost" use "clock", which no module provides',
    );
  });
});
