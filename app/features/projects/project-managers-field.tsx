import { useMemo } from 'react';
import { isTeamManagerRole } from '../../../contract/access';
import { PROJECT_MANAGERS_MAX } from '../../../contract/projects';
import { MultiSelect } from '../../../design-system/select/multi-select';
import { useAllEmployees } from '../../api/employees';

export type ProjectManagersFieldProps = {
  orgId: number;
  /**
   * Who may be chosen: 'any' (administrators and provider staff: every manager and
   * administrator), or the employee ids a manager with 14 may keep or add (themselves and those
   * already assigned; server/modules/projects/README.md "Who edits").
   */
  reach: 'any' | readonly number[];
  /** The chosen employee ids, as strings. */
  value: string[];
  onValueChange: (ids: string[]) => void;
  error?: string;
  className?: string;
};

/** The project form's managers: a multi-select of the organisation's managers and administrators. */
export function ProjectManagersField({
  orgId,
  reach,
  value,
  onValueChange,
  error,
  className,
}: ProjectManagersFieldProps) {
  const people = useAllEmployees(orgId, { status: 'activated' });
  const options = useMemo(
    () =>
      (people.data?.data ?? [])
        .filter((row) => isTeamManagerRole(row.role_id))
        .filter((row) => reach === 'any' || reach.includes(row.employee_id))
        .map((row) => ({ value: String(row.employee_id), label: row.display_name }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [people.data, reach],
  );
  return (
    <MultiSelect
      label="Managers"
      isOptional
      hint={
        reach === 'any'
          ? 'Managers and administrators who look after this project.'
          : 'You can add yourself; administrators assign other managers.'
      }
      placeholder="Choose managers"
      fieldClassName={className}
      options={options}
      isLoading={people.isPending}
      maxCount={PROJECT_MANAGERS_MAX}
      value={value}
      onValueChange={onValueChange}
      error={error}
    />
  );
}
