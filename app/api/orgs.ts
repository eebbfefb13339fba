import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { OrgPatch, zOrgCreate } from '../../contract/orgs';
import type { CountryCode } from '../../contract/reference';
import { request } from './client';
import { invalidates, keys, useInvalidate } from './keys';

/** GET /orgs/{org_id}: the organisation's current summary. */
export function orgQuery(orgId: number) {
  return queryOptions({
    queryKey: keys.org(orgId).summary,
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
    queryKey: keys.orgList(input),
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
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: z.input<typeof zOrgCreate>) =>
      request('createOrg', { body }).then((r) => r.data),
    onSuccess: () => invalidate(invalidates.orgList()),
  });
}

/** PATCH /orgs/{org_id}: organisation settings (the settings hub). */
export function usePatchOrg(orgId: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: OrgPatch) =>
      request('patchOrg', { params: { org_id: orgId }, body }).then((r) => r.data),
    onSuccess: () => invalidate(invalidates.orgSettings(orgId)),
  });
}

/** GET /config/{country_code}: time zones and other reference lists of a country. */
export function useCountryConfig(countryCode: CountryCode) {
  return useQuery({
    queryKey: keys.config(countryCode),
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
    queryKey: keys.org(orgId).admins,
    queryFn: ({ signal }) =>
      request('adminOrg', { params: { id: orgId } }, { signal, redirectOn403: false }).then(
        (r) => r.data,
      ),
    enabled: enabled && orgId > 0,
  });
}
