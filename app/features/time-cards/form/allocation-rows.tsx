import type { ReactNode } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { TIME_CARD_ALLOCATIONS_MAX } from '../../../../contract/time-card-text';
import { formatDuration } from '../../../../design-system/format/format-duration';
import { Button } from '../../../../design-system/button/button';
import { NumberField } from '../../../../design-system/number-field/number-field';
import { Select } from '../../../../design-system/select/select';
import type { SelectOption } from '../../../../design-system/select/select-model';
import { useWorkSites } from '../../../api/projects';
import { emptyAllocation, type AllocationRow, type FormErrors } from './time-card-form-values';
import { costCodesFor, type CostCodeOption } from './use-time-card-pickers';

/** The card's own choices by kind, named while the pickers load or after they were archived. */
export type KnownChoices = {
  projects: SelectOption[];
  sites: SelectOption[];
  codes: SelectOption[];
};

export type AllocationRowsProps = {
  orgId: number;
  /** Several rows with durations (is_split_tc_enabled); else one project for the whole card. */
  isSplit: boolean;
  rows: AllocationRow[];
  errors: FormErrors;
  projects: SelectOption[];
  costCodes: CostCodeOption[];
  /** Names the card's own choices while the pickers load or after they were archived. */
  known: KnownChoices;
  /** Seconds worked as the form's times give them; null until they are complete. */
  workedSeconds: number | null;
  onRowsChange: (rows: AllocationRow[]) => void;
};

/**
 * Where the card's time went. Without split cards: one project, work site and cost code. With
 * them: rows of time in order from the clock-in, each with its hours but the last, which takes
 * the rest, so the rows always add up to the time worked.
 */
export function AllocationRows({
  isSplit,
  rows,
  errors,
  workedSeconds,
  onRowsChange,
  ...pickers
}: AllocationRowsProps) {
  const update = (index: number, patch: Partial<AllocationRow>) =>
    onRowsChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const visible = isSplit ? rows : rows.slice(0, 1);
  const given = visible.slice(0, -1).reduce((sum, row) => sum + (row.minutes ?? 0) * 60, 0);
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-2 text-sm font-semibold text-text">
        {isSplit ? 'Allocations' : 'Project and cost code'}
      </legend>
      {visible.map((row, index) => {
        const isLast = index === visible.length - 1;
        return (
          <AllocationRowFields
            key={row.key}
            {...pickers}
            row={row}
            name={isSplit ? `Allocation ${index + 1}` : null}
            field={`allocations.${index}`}
            errors={errors}
            onChange={(patch) => update(index, patch)}
            duration={
              !isSplit ? null : isLast ? (
                <p className="self-end pb-2 text-sm text-text-muted">
                  {visible.length === 1 ? 'All the time worked' : 'The rest'}
                  {workedSeconds !== null &&
                    ` (${formatDuration(Math.max(0, workedSeconds - given))})`}
                </p>
              ) : (
                <NumberField
                  label={`Allocation ${index + 1} hours`}
                  allowDecimal
                  min={0}
                  unit="h"
                  value={row.minutes === null ? null : row.minutes / 60}
                  onValueChange={(hours) =>
                    update(index, { minutes: hours === null ? null : Math.round(hours * 60) })
                  }
                  error={errors[`allocations.${index}.seconds`]}
                />
              )
            }
            onRemove={
              isSplit && visible.length > 1
                ? () => onRowsChange(rows.filter((_, at) => at !== index))
                : null
            }
          />
        );
      })}
      {errors.allocations && (
        <p role="alert" className="text-sm text-danger">
          {errors.allocations}
        </p>
      )}
      {isSplit && (
        <div>
          <Button
            type="button"
            variant="secondary"
            disabled={rows.length >= TIME_CARD_ALLOCATIONS_MAX}
            onClick={() => onRowsChange([...rows, emptyAllocation()])}
          >
            <Plus aria-hidden="true" />
            Add allocation
          </Button>
        </div>
      )}
    </fieldset>
  );
}

function AllocationRowFields({
  orgId,
  row,
  name,
  field,
  errors,
  projects,
  costCodes,
  known,
  duration,
  onChange,
  onRemove,
}: Omit<AllocationRowsProps, 'rows' | 'isSplit' | 'workedSeconds' | 'onRowsChange'> & {
  row: AllocationRow;
  /** The row's name in its labels ('Allocation 2'); null for the single project of a card. */
  name: string | null;
  field: string;
  duration: ReactNode;
  onChange: (patch: Partial<AllocationRow>) => void;
  onRemove: (() => void) | null;
}) {
  const sites = useWorkSites(orgId, row.projectId === null ? null : Number(row.projectId));
  const siteOptions = (sites.data?.data ?? [])
    .filter((site) => site.archived_at_unix === null)
    .map((site) => ({ value: String(site.id), label: site.name }));
  const label = (part: string) => (name ? `${name} ${part.toLowerCase()}` : part);
  const fields = (
    <>
      <Select
        label={label('Project')}
        isOptional={name === null}
        placeholder="Choose a project"
        options={projects}
        knownOptions={known.projects}
        value={row.projectId}
        onValueChange={(projectId) => onChange({ projectId, workSiteId: null })}
        error={errors[`${field}.org_project_id`]}
      />
      <Select
        label={label('Work site')}
        isOptional
        placeholder={row.projectId ? 'Choose a work site' : 'Choose a project first'}
        disabled={row.projectId === null}
        options={siteOptions}
        knownOptions={known.sites}
        value={row.workSiteId}
        onValueChange={(workSiteId) => onChange({ workSiteId })}
        error={errors[`${field}.work_site_id`]}
      />
      <Select
        label={label('Cost code')}
        isOptional
        placeholder="Choose a cost code"
        options={costCodesFor(costCodes, row.projectId)}
        knownOptions={known.codes}
        value={row.jobCodeId}
        onValueChange={(jobCodeId) => onChange({ jobCodeId })}
        error={errors[`${field}.job_code_id`]}
      />
    </>
  );
  if (name === null) return <div className="grid gap-3 md:grid-cols-3">{fields}</div>;
  return (
    <div
      role="group"
      aria-label={name}
      className="grid items-start gap-3 rounded-md border border-border p-3 md:grid-cols-[1fr_1fr_1fr_10rem_auto]"
    >
      {fields}
      {duration}
      {onRemove ? (
        <Button
          type="button"
          variant="ghost"
          className="self-end"
          aria-label={`Remove ${name.toLowerCase()}`}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      ) : (
        <span aria-hidden="true" />
      )}
    </div>
  );
}
