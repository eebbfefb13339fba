import type { RouteName } from '../../../contract/api-routes';
import type { ApiResponse } from '../harness';
import type { Operation } from './document';
import { excerptOf } from './leaks';
import { objectSchemaOf, thingKeyOf, type Things } from './schema-values';
import type { RequestParts } from './requests';

/**
 * A valid request with one id swapped for a thing the caller must not reach (another
 * organisation's, another manager's): in a path parameter, a query filter or a body field.
 */
export type ForeignIdVariant = {
  label: string;
  where: 'path' | 'query' | 'body';
  /** The valid request over the caller's own things, with the one id swapped. */
  apply: (base: RequestParts, own: Things) => RequestParts;
};

/**
 * Calls that name people by id in their body and answer 2xx, skipping the ones the caller
 * cannot reach rather than refusing the whole call; the answer must show they were skipped.
 */
const SKIPS_FOREIGN_IDS: Partial<Record<RouteName, (response: ApiResponse) => boolean>> = {
  sendInvites: (response) => (response.body as { data: { sent: number[] } }).data.sent.length === 0,
};

/**
 * Body fields the generated request leaves unused, so a foreign id there changes nothing and is
 * not refused: the replacement approver is read only when the person deactivated is an approver
 * (the target here is a worker), and is then checked to be reachable (employee-update.service.ts).
 */
const UNUSED_BY_THE_TARGET: Partial<Record<RouteName, string[]>> = {
  updateSaasEnabled: ['taking_over_time_approver_id'],
};

/** Each variant of the operation's requests naming one of `foreign`'s things (of `keys` only). */
export function foreignIdVariants(
  operation: Operation,
  foreign: Things,
  keys: readonly string[],
): ForeignIdVariant[] {
  const variants: ForeignIdVariant[] = [];
  const foreignKey = (name: string) => {
    const key = thingKeyOf(name, foreign);
    return key !== undefined && keys.includes(key) ? key : undefined;
  };
  for (const { name } of operation.params) {
    if (foreignKey(name) === undefined) continue;
    variants.push({
      label: `{${name}}`,
      where: 'path',
      // The thing the valid request names there (a hand-made one may name another kind: an
      // invitee for resending), swapped for the foreign thing of the same kind.
      apply: (base, own) => {
        const current = Number(base.path[name]);
        const key = [thingKeyOf(name, own), ...keys].find(
          (each) => each !== undefined && keys.includes(each) && own[each] === current,
        );
        if (key === undefined) throw new Error(`${operation.name}: {${name}} names no known thing`);
        return { ...base, path: { ...base.path, [name]: String(foreign[key]) } };
      },
    });
  }
  for (const { name } of operation.query) {
    const key = foreignKey(name);
    if (key === undefined) continue;
    variants.push({
      label: `?${name}`,
      where: 'query',
      apply: (base) => ({ ...base, query: { ...base.query, [name]: String(foreign[key]) } }),
    });
  }
  const fields = operation.body
    ? Object.entries(objectSchemaOf(operation.body).properties ?? {})
    : [];
  const unused = UNUSED_BY_THE_TARGET[operation.name as RouteName] ?? [];
  for (const [field, schema] of fields) {
    const key = foreignKey(field);
    if (key === undefined || unused.includes(field)) continue;
    const id = foreign[key]!;
    variants.push({
      label: `.${field}`,
      where: 'body',
      apply: (base) => ({
        ...base,
        body: { ...(base.body as object), [field]: schema.type === 'array' ? [id] : id },
      }),
    });
  }
  return variants;
}

/**
 * A list that found nothing (`data: []`), a summary of no one (`data.members: []`), job costing
 * of nothing (`data.projects: []`), or a CSV download with its header row only.
 */
const isEmptyList = (response: ApiResponse) => {
  if (response.headers.get('content-type')?.startsWith('text/csv'))
    return response.text.trimEnd().split('\n').length === 1;
  const data = (response.body as { data?: unknown } | null)?.data;
  const part = (name: string) =>
    JSON.stringify((data as Record<string, unknown> | null | undefined)?.[name]);
  return JSON.stringify(data) === '[]' || part('members') === '[]' || part('projects') === '[]';
};

/**
 * What is wrong with the answer to a foreign id: in the path it must be not found (404, or as
 * `pathAnswers` says); a query
 * filter finds nothing or is refused; in a body it is refused (4xx) or, where the call skips
 * what it cannot reach, skipped.
 */
export function foreignIdProblem(
  operation: Operation,
  variant: ForeignIdVariant,
  response: ApiResponse,
  /** What a path naming it may answer: another organisation's things are simply not there. */
  pathAnswers: readonly number[] = [404],
): string | null {
  const answer = `${response.status} ${excerptOf(response)}`;
  if (variant.where === 'path')
    return pathAnswers.includes(response.status)
      ? null
      : `${pathAnswers.join(' or ')} expected, got ${answer}`;
  if (variant.where === 'query')
    return response.status >= 400 || isEmptyList(response)
      ? null
      : `nothing or a refusal expected, got ${answer}`;
  const skips = SKIPS_FOREIGN_IDS[operation.name as RouteName];
  if (response.status >= 400 || (skips && response.status < 300 && skips(response))) return null;
  return `a refusal expected, got ${answer}`;
}
