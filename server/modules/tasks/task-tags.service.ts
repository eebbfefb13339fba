import { sql } from 'kysely';
import type { Page } from '../../../contract/pagination';
import type { TaskTag } from '../../../contract/tasks';
import { TASK_TEXT } from '../../../contract/tasks-text';
import type { Db } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import type { OrgContext } from '../../http/context';
import { pageMeta } from '../../lib/page-meta';
import { likeContains } from '../../lib/sql';
import { nowUnix } from '../../lib/time';

const taken = () =>
  new AppError(409, TASK_TEXT.tagNameTaken, { field_hints: { name: [TASK_TEXT.tagNameTaken] } });

/**
 * The organisation's tags (GET and POST tags): a name of 1 to 40 characters, unique in the
 * organisation whatever its case (a unique index decides between two racing creates).
 */
export class TaskTagsService {
  constructor(private readonly db: Db) {}

  async list(
    ctx: OrgContext,
    query: { page: number; limit: number; search?: string | undefined },
  ): Promise<Page<TaskTag>> {
    let base = this.db.selectFrom('task_tags').where('org_id', '=', ctx.orgId);
    if (query.search)
      base = base.where(sql<boolean>`lower(name) like ${likeContains(query.search)} escape '\\'`);
    const [count, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      base
        .select(['id', 'name'])
        .orderBy(sql`lower(name)`)
        .orderBy('id')
        .limit(query.limit)
        .offset((query.page - 1) * query.limit)
        .execute(),
    ]);
    return { data: rows, meta: pageMeta(query, Number(count.total), rows.length) };
  }

  async create(ctx: OrgContext, body: { name: string }) {
    const now = nowUnix();
    const existing = await this.db
      .selectFrom('task_tags')
      .select('id')
      .where('org_id', '=', ctx.orgId)
      .where(sql<boolean>`lower(name) = lower(${body.name})`)
      .executeTakeFirst();
    if (existing) throw taken();
    try {
      const row = await this.db
        .insertInto('task_tags')
        .values({ org_id: ctx.orgId, name: body.name, created_at_unix: now, updated_at_unix: now })
        .returning(['id', 'name'])
        .executeTakeFirstOrThrow();
      return { data: row, message: TASK_TEXT.tagCreated };
    } catch (error) {
      if (isUniqueViolation(error)) throw taken();
      throw error;
    }
  }
}
