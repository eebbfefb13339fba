import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { OvertimeRuleCreate, OvertimeRulePatch } from '../../contract/overtime-rules';
import type { WcCodeCreate, WcCodePatch } from '../../contract/wc-codes';
import { fetchAllPages, request } from './client';
import { invalidates, keys, useInvalidate } from './keys';

/**
 * The pay settings of an organisation: workers' compensation codes (with their change history)
 * and overtime rules. GET/POST/PATCH /orgs/{org_id}/wc_codes, GET .../wc_codes/history and
 * GET/POST/PATCH /orgs/{org_id}/overtime_rules.
 */
/** The largest page the server gives: used for pickers that need every code. */
const ALL_ROWS_PAGE_SIZE = 500;

export type PaySettingListInput = {
  orgId: number;
  page: number;
  limit: number;
  /** Matched against code or description (codes), or name (rules); '' lists all. */
  search: string;
  /** false: the ones in use; true: the archived ones. */
  isArchived: boolean;
};

function listQuery({ page, limit, search, isArchived }: PaySettingListInput) {
  return { page, limit, search: search || undefined, is_archived: String(isArchived) };
}

/** GET /orgs/{org_id}/wc_codes: one page of codes by code; the last page shows while the next loads. */
export function useWcCodes(input: PaySettingListInput) {
  const { orgId, ...rest } = input;
  return useQuery({
    queryKey: keys.org(orgId).wcCodes.page(rest),
    queryFn: ({ signal }) =>
      request('wcCodes', { params: { org_id: orgId }, query: listQuery(input) }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every code of the organisation, in use and archived, by code: for the history's filter. */
export function useAllWcCodes(orgId: number) {
  return useQuery({
    queryKey: keys.org(orgId).wcCodes.every,
    queryFn: async ({ signal }) => {
      const pages = await Promise.all(
        [false, true].map((isArchived) =>
          fetchAllPages(
            'wcCodes',
            {
              params: { org_id: orgId },
              query: { limit: ALL_ROWS_PAGE_SIZE, is_archived: String(isArchived) },
            },
            { signal },
          ),
        ),
      );
      return pages
        .flatMap((page) => page.data)
        .sort((a, b) => a.code.localeCompare(b.code, undefined, { sensitivity: 'base' }));
    },
  });
}

export type WcCodeHistoryInput = {
  orgId: number;
  page: number;
  limit: number;
  /** One code's changes; null for every code's. */
  wcCodeId: number | null;
};

/** GET /orgs/{org_id}/wc_codes/history: who changed which code when, newest first. */
export function useWcCodeHistory(input: WcCodeHistoryInput) {
  const { orgId, page, limit, wcCodeId } = input;
  return useQuery({
    queryKey: keys.org(orgId).wcCodeHistory.page({ page, limit, wcCodeId }),
    queryFn: ({ signal }) =>
      request(
        'wcCodeHistory',
        {
          params: { org_id: orgId },
          query: { page, limit, wc_code_id: wcCodeId ?? undefined },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

function useInvalidateWcCodes(orgId: number) {
  const invalidate = useInvalidate();
  return () => invalidate(invalidates.wcCode(orgId));
}

/** POST /orgs/{org_id}/wc_codes. */
export function useCreateWcCode(orgId: number) {
  const invalidate = useInvalidateWcCodes(orgId);
  return useMutation({
    mutationFn: (body: WcCodeCreate) =>
      request('createWcCode', { params: { org_id: orgId }, body }),
    onSuccess: invalidate,
  });
}

/** PATCH /orgs/{org_id}/wc_codes/{wc_code_id}: only the fields sent change; is_archived too. */
export function usePatchWcCode(orgId: number) {
  const invalidate = useInvalidateWcCodes(orgId);
  return useMutation({
    mutationFn: ({ wcCodeId, body }: { wcCodeId: number; body: WcCodePatch }) =>
      request('patchWcCode', { params: { org_id: orgId, wc_code_id: wcCodeId }, body }),
    onSuccess: invalidate,
  });
}

/** GET /orgs/{org_id}/overtime_rules: one page of rules by name. */
export function useOvertimeRules(input: PaySettingListInput) {
  const { orgId, ...rest } = input;
  return useQuery({
    queryKey: keys.org(orgId).overtimeRules.page(rest),
    queryFn: ({ signal }) =>
      request('overtimeRules', { params: { org_id: orgId }, query: listQuery(input) }, { signal }),
    placeholderData: keepPreviousData,
  });
}

function useInvalidateOvertimeRules(orgId: number) {
  const invalidate = useInvalidate();
  return () => invalidate(invalidates.overtimeRule(orgId));
}

/** POST /orgs/{org_id}/overtime_rules. */
export function useCreateOvertimeRule(orgId: number) {
  const invalidate = useInvalidateOvertimeRules(orgId);
  return useMutation({
    mutationFn: (body: OvertimeRuleCreate) =>
      request('createOvertimeRule', { params: { org_id: orgId }, body }),
    onSuccess: invalidate,
  });
}

/** PATCH /orgs/{org_id}/overtime_rules/{overtime_rule_id}: only the fields sent change. */
export function usePatchOvertimeRule(orgId: number) {
  const invalidate = useInvalidateOvertimeRules(orgId);
  return useMutation({
    mutationFn: ({ ruleId, body }: { ruleId: number; body: OvertimeRulePatch }) =>
      request('patchOvertimeRule', {
        params: { org_id: orgId, overtime_rule_id: ruleId },
        body,
      }),
    onSuccess: invalidate,
  });
}
