import { Plus, Trash2 } from 'lucide-react';
import { TIME_CARD_BREAKS_MAX } from '../../../../contract/time-card-text';
import type { BreakType } from '../../../../contract/time-cards';
import { Button } from '../../../../design-system/button/button';
import { Select } from '../../../../design-system/select/select';
import { TimePicker } from '../../../../design-system/time-picker/time-picker';
import { emptyBreak, type BreakRow, type FormErrors } from './time-card-form-values';

const BREAK_TYPE_OPTIONS = [
  { value: 'meal', label: 'Meal break' },
  { value: 'rest', label: 'Rest break' },
];

/**
 * The card's breaks as rows of type, start and end; rows are added and removed. Each field's label
 * names its row ('Break 2 start'), so the rows read apart without a table. Whether a break is
 * paid follows the member's pay and the rule group: the server stamps it.
 */
export function BreakRows({
  rows,
  errors,
  onRowsChange,
}: {
  rows: BreakRow[];
  errors: FormErrors;
  onRowsChange: (rows: BreakRow[]) => void;
}) {
  const update = (index: number, patch: Partial<BreakRow>) =>
    onRowsChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-2 text-sm font-semibold text-text">Breaks</legend>
      {rows.length === 0 && <p className="text-sm text-text-muted">No breaks.</p>}
      {rows.map((row, index) => {
        const name = `Break ${index + 1}`;
        const field = `breaks.${index}`;
        return (
          <div
            key={row.key}
            role="group"
            aria-label={name}
            className="grid items-start gap-3 rounded-md border border-border p-3 sm:grid-cols-[1fr_1fr_1fr_auto]"
          >
            <Select
              label={`${name} type`}
              options={BREAK_TYPE_OPTIONS}
              value={row.breakType}
              onValueChange={(value) => value && update(index, { breakType: value as BreakType })}
              error={errors[`${field}.break_type`]}
            />
            <TimePicker
              label={`${name} start`}
              value={row.start}
              onValueChange={(start) => update(index, { start })}
              error={errors[`${field}.start_dt_unix`]}
            />
            <TimePicker
              label={`${name} end`}
              value={row.end}
              onValueChange={(end) => update(index, { end })}
              error={errors[`${field}.end_dt_unix`]}
            />
            <Button
              type="button"
              variant="ghost"
              className="self-end"
              aria-label={`Remove break ${index + 1}`}
              onClick={() => onRowsChange(rows.filter((_, at) => at !== index))}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        );
      })}
      <div>
        <Button
          type="button"
          variant="secondary"
          disabled={rows.length >= TIME_CARD_BREAKS_MAX}
          onClick={() => onRowsChange([...rows, emptyBreak()])}
        >
          <Plus aria-hidden="true" />
          Add break
        </Button>
      </div>
    </fieldset>
  );
}
