import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { CompanyLocationCreate, CompanyLocationPatch } from '../../contract/company-locations';
import type { CostCodeCreate, CostCodePatch } from '../../contract/cost-codes';
import type { PayScheduleCreate, PaySchedulePatch } from '../../contract/pay-schedules';
import { request } from './client';
import { invalidates, keys, useInvalidate } from './keys';

/**
 * What time is recorded against and paid by: cost codes (GET/POST/PATCH
 * /orgs/{org_id}/job_codes), company locations (…/company_locations) and pay schedules
 * (…/pay_schedules).
 */

export type CostCodeListInput = {
  orgId: number;
  page: number;
  limit: number;
  /** Matched against code or name; '' lists all. */
  search: string;
  isArchived: boolean;
};

/** GET /orgs/{org_id}/job_codes: one page by code; the last page shows while the next loads. */
export function useCostCodes(input: CostCodeListInput, enabled = true) {
  const { orgId, page, limit, search, isArchived } = input;
  return useQuery({
    queryKey: keys.org(orgId).costCodes.page({ page, limit, search, isArchived }),
    queryFn: ({ signal }) =>
      request(
        'costCodes',
        {
          params: { org_id: orgId },
          query: { page, limit, search: search || undefined, is_archived: String(isArchived) },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}

function useInvalidating(targets: () => ReturnType<typeof invalidates.costCode>) {
  const invalidate = useInvalidate();
  return () => invalidate(targets());
}

/** POST /orgs/{org_id}/job_codes. */
export function useCreateCostCode(orgId: number) {
  const onSuccess = useInvalidating(() => invalidates.costCode(orgId));
  return useMutation({
    mutationFn: (body: CostCodeCreate) =>
      request('createCostCode', { params: { org_id: orgId }, body }),
    onSuccess,
  });
}

/** PATCH /orgs/{org_id}/job_codes/{job_code_id}: only the fields sent; is_archived too. */
export function usePatchCostCode(orgId: number) {
  const onSuccess = useInvalidating(() => invalidates.costCode(orgId));
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CostCodePatch }) =>
      request('patchCostCode', { params: { org_id: orgId, job_code_id: id }, body }),
    onSuccess,
  });
}

/** GET /orgs/{org_id}/company_locations: one page by name; `name` keeps those it starts. */
export function useCompanyLocations(input: {
  orgId: number;
  page: number;
  limit: number;
  name?: string;
}) {
  const { orgId, page, limit, name = '' } = input;
  return useQuery({
    queryKey: keys.org(orgId).companyLocations.page({ page, limit, name }),
    queryFn: ({ signal }) =>
      request(
        'companyLocations',
        { params: { org_id: orgId }, query: { page, limit, name: name || undefined } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useCreateCompanyLocation(orgId: number) {
  const onSuccess = useInvalidating(() => invalidates.companyLocation(orgId));
  return useMutation({
    mutationFn: (body: CompanyLocationCreate) =>
      request('createCompanyLocation', { params: { org_id: orgId }, body }),
    onSuccess,
  });
}

export function usePatchCompanyLocation(orgId: number) {
  const onSuccess = useInvalidating(() => invalidates.companyLocation(orgId));
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CompanyLocationPatch }) =>
      request('patchCompanyLocation', {
        params: { org_id: orgId, company_location_id: id },
        body,
      }),
    onSuccess,
  });
}

export function useDeleteCompanyLocation(orgId: number) {
  const onSuccess = useInvalidating(() => invalidates.companyLocation(orgId));
  return useMutation({
    mutationFn: (id: number) =>
      request('deleteCompanyLocation', { params: { org_id: orgId, company_location_id: id } }),
    onSuccess,
  });
}

/** GET /orgs/{org_id}/pay_schedules: the default first, then by name. */
export function usePaySchedules(input: { orgId: number; page: number; limit: number }) {
  const { orgId, page, limit } = input;
  return useQuery({
    queryKey: keys.org(orgId).paySchedules.page({ page, limit }),
    queryFn: ({ signal }) =>
      request('paySchedules', { params: { org_id: orgId }, query: { page, limit } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCreatePaySchedule(orgId: number) {
  const onSuccess = useInvalidating(() => invalidates.paySchedule(orgId));
  return useMutation({
    mutationFn: (body: PayScheduleCreate) =>
      request('createPaySchedule', { params: { org_id: orgId }, body }),
    onSuccess,
  });
}

export function usePatchPaySchedule(orgId: number) {
  const onSuccess = useInvalidating(() => invalidates.paySchedule(orgId));
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PaySchedulePatch }) =>
      request('patchPaySchedule', { params: { org_id: orgId, pay_schedule_id: id }, body }),
    onSuccess,
  });
}

export function useDeletePaySchedule(orgId: number) {
  const onSuccess = useInvalidating(() => invalidates.paySchedule(orgId));
  return useMutation({
    mutationFn: (id: number) =>
      request('deletePaySchedule', { params: { org_id: orgId, pay_schedule_id: id } }),
    onSuccess,
  });
}

/** GET /orgs/{org_id}/pay_schedules/{id}/periods: the periods with a day in [from, to]. */
export function usePayPeriods(input: {
  orgId: number;
  scheduleId: number | null;
  from: string;
  to: string;
}) {
  const { orgId, scheduleId, from, to } = input;
  return useQuery({
    queryKey: keys.org(orgId).paySchedules.periods(scheduleId ?? 0, { from, to }),
    queryFn: ({ signal }) =>
      request(
        'payPeriods',
        { params: { org_id: orgId, pay_schedule_id: scheduleId ?? 0 }, query: { from, to } },
        { signal },
      ),
    enabled: scheduleId !== null,
  });
}
