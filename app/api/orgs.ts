import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type { zOrgCreate } from '../../contract/orgs';
import type { CountryCode } from '../../contract/reference';
import { request } from './client';

export const ORG_QUERY_ROOT = ['org'] as const;

/** GET /orgs/{org_id}: the organisation's current summary. */
export function orgQuery(orgId: number) {
  return queryOptions({
    queryKey: [...ORG_QUERY_ROOT, orgId],
    queryFn: ({ signal }) =>
      request('org', { params: { org_id: orgId } }, { signal }).then((r) => r.data),
  });
}

export function useOrg(orgId: number | null) {
  return useQuery({ ...orgQuery(orgId ?? -1), enabled: orgId !== null && orgId > 0 });
}

/** GET /orgs: the caller's organisations (every one for provider staff), one page at a time. */
export function useOrgList(input: { page: number; search: string; limit?: number }) {
  return useQuery({
    queryKey: ['orgs', input],
    queryFn: ({ signal }) =>
      request(
        'orgs',
        { query: { page: input.page, limit: input.limit ?? 20, search: input.search } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useCreateOrg() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof zOrgCreate>) =>
      request('createOrg', { body }).then((r) => r.data),
    onSuccess: () => client.invalidateQueries({ queryKey: ['orgs'] }),
  });
}

/** GET /config/{country_code}: time zones and other reference lists of a country. */
export function useCountryConfig(countryCode: CountryCode) {
  return useQuery({
    queryKey: ['config', countryCode],
    queryFn: ({ signal }) =>
      request('config', { params: { country_code: countryCode } }, { signal }).then((r) => r.data),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * GET /admin/orgs/{id}: the organisation's administrators with their e-mail addresses. Provider
 * staff only (the server answers 403 to anyone else), so callers enable it for staff alone.
 */
export function useAdminOrg(orgId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['admin-org', orgId],
    queryFn: ({ signal }) =>
      request('adminOrg', { params: { id: orgId } }, { signal, redirectOn403: false }).then(
        (r) => r.data,
      ),
    enabled: enabled && orgId > 0,
  });
}
