import { useCallback } from 'react';
import { RemoteSelect } from '../../../../design-system/select/remote-select';
import type { LoadPage } from '../../../../design-system/select/remote-select-model';
import type { SelectOption } from '../../../../design-system/select/select-model';
import { request } from '../../../api/client';

export type OrgPickerProps = {
  value: number | null;
  /** The chosen organisation's name, to show before the list has loaded. */
  knownName: string | null;
  onValueChange: (orgId: number | null) => void;
};

/**
 * Provider staff choose an organisation: the list of every organisation /orgs pages through
 * (GET /orgs), searched by name and paged as the list scrolls.
 */
export function OrgPicker({ value, knownName, onValueChange }: OrgPickerProps) {
  const loadPage = useCallback<LoadPage>(async ({ page, search, pageSize }) => {
    const answer = await request('orgs', { query: { page, search, limit: pageSize } });
    return {
      options: answer.data.map((org) => ({ value: String(org.id), label: org.name })),
      hasMore: answer.meta.current_page < answer.meta.last_page,
    };
  }, []);
  const known: SelectOption[] =
    value !== null && knownName ? [{ value: String(value), label: knownName }] : [];
  return (
    <RemoteSelect
      label="Organisation"
      placeholder="Choose an organisation"
      fieldClassName="w-full sm:max-w-sm"
      loadPage={loadPage}
      knownOptions={known}
      value={value === null ? null : String(value)}
      onValueChange={(next) => onValueChange(next === null ? null : Number(next))}
    />
  );
}
