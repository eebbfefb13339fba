import { describe, expect, it } from 'vitest';
import { api } from './api';
import { routes } from './api-routes';
import { ROUTE_ACCESS } from './route-access';
import { joinTables } from './route-tables';

/** Every per-resource table on disk, by resource: found by file name, not by the central lists. */
function tablesOf(modules: Record<string, Record<string, object>>): Map<string, string[]> {
  const tables = new Map<string, string[]>();
  for (const [file, exports] of Object.entries(modules)) {
    const resource = file.replace(/^\.\/(.+)\.(routes|api|access)\.ts$/, '$1');
    const values = Object.values(exports);
    expect(values, `${file} exports one table`).toHaveLength(1);
    tables.set(resource, Object.keys(values[0]!));
  }
  return tables;
}

const routeTables = tablesOf(import.meta.glob('./*.routes.ts', { eager: true }));
const apiTables = tablesOf(import.meta.glob('./*.api.ts', { eager: true }));
const accessTables = tablesOf(import.meta.glob('./*.access.ts', { eager: true }));

describe('the per-resource contract tables', () => {
  it('put every route name in exactly one resource, and every resource in the central list', () => {
    const owners = new Map<string, string[]>();
    for (const [resource, names] of routeTables)
      for (const name of names) owners.set(name, [...(owners.get(name) ?? []), resource]);
    const shared = [...owners].filter(([, resources]) => resources.length > 1);
    expect(shared).toEqual([]);
    expect([...owners.keys()].sort()).toEqual(Object.keys(routes).sort());
  });

  it('give each resource its routes, api and access tables with the same names', () => {
    expect([...apiTables.keys()].sort()).toEqual([...routeTables.keys()].sort());
    expect([...accessTables.keys()].sort()).toEqual([...routeTables.keys()].sort());
    for (const [resource, names] of routeTables) {
      expect(apiTables.get(resource), resource).toEqual(names);
      expect(accessTables.get(resource), resource).toEqual(names);
    }
  });

  it('join into central tables that name the same calls in the same order', () => {
    expect(Object.keys(api)).toEqual(Object.keys(routes));
    expect(Object.keys(ROUTE_ACCESS)).toEqual(Object.keys(routes));
  });

  it('join tables in order without changing their entries', () => {
    const joined = joinTables({ a: 1, b: 2 } as const, { c: 3 } as const);
    expect(joined).toEqual({ a: 1, b: 2, c: 3 });
    expect(Object.keys(joined)).toEqual(['a', 'b', 'c']);
  });
});
