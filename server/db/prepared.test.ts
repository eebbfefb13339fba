import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDb, statementName, type Db } from './connection';
import { param, preparedQuery } from './prepared';

describe('preparedQuery', () => {
  let db: Db;
  beforeEach(async () => {
    db = createDb({ kind: 'sqlite', path: ':memory:' });
    await sql`create table job_code_projects (job_code_id integer not null, project_id integer)`.execute(
      db,
    );
  });
  afterEach(() => db.destroy());

  const insert = preparedQuery(
    (on) =>
      on
        .insertInto('job_code_projects')
        .values({ job_code_id: param('code'), project_id: param('project') }),
    ['code', 'project'],
  );
  const projectsOf = (build = vi.fn((on: Db) => on)) =>
    preparedQuery(
      (on) =>
        build(on)
          .selectFrom('job_code_projects')
          .select('project_id')
          .where('job_code_id', '=', param('code'))
          .orderBy('project_id'),
      ['code'],
    );

  it('runs in the transaction it is given, seeing and rolling back its writes', async () => {
    const read = projectsOf();
    await expect(
      db.transaction().execute(async (trx) => {
        await insert(trx, { code: 1, project: 7 });
        await insert(trx, { code: 1, project: null });
        expect(await read(trx, { code: 1 })).toEqual([{ project_id: null }, { project_id: 7 }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await read(db, { code: 1 })).toEqual([]);
  });

  it('builds the query once and binds each call’s values', async () => {
    const build = vi.fn((on: Db) => on);
    const read = projectsOf(build);
    await insert(db, { code: 1, project: 7 });
    await insert(db, { code: 2, project: 8 });
    expect(await read(db, { code: 2 })).toEqual([{ project_id: 8 }]);
    await db.transaction().execute(async (trx) => {
      expect(await read(trx, { code: 1 })).toEqual([{ project_id: 7 }]);
    });
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('refuses a parameter it was not told about', async () => {
    const read = preparedQuery(
      (on) => on.selectFrom('job_code_projects').selectAll().where('job_code_id', '=', param('x')),
      ['code'],
    );
    await expect(read(db, { code: 1 })).rejects.toThrow('undeclared parameters');
  });
});

describe('statementName', () => {
  it('names one SQL text the same every time, and another text apart', () => {
    const name = statementName('select 1 as "a"');
    expect(name).toMatch(/^cc_[0-9a-f]{16}$/);
    expect(statementName('select 1 as "a"')).toBe(name);
    expect(statementName('select 2 as "a"')).not.toBe(name);
  });
});
