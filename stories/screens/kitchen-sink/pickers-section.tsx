import { DateRangePicker } from '../../../design-system/date-range-picker/date-range-picker';
import { DateStepper } from '../../../design-system/date-range-picker/date-stepper';
import { RecurrenceEditor } from '../../../design-system/recurrence-editor/recurrence-editor';
import { parseRRule } from '../../../design-system/recurrence-editor/recurrence-rrule';
import { MultiSelect } from '../../../design-system/select/multi-select';
import { RemoteSelect } from '../../../design-system/select/remote-select';
import { Select } from '../../../design-system/select/select';
import { TimePicker } from '../../../design-system/time-picker/time-picker';
import {
  CERTIFICATIONS,
  NOW,
  PAY_WEEK,
  ROLES,
  TASK_START,
  TASK_TIME_ZONE,
  TODAY,
  loadEmployeePage,
} from './sample-data';
import { DemoPanel, KitchenSinkSection } from './section';

const TASK = { startDate: TASK_START, timeZone: TASK_TIME_ZONE };
/** Every Tuesday and Thursday, ten times. */
const TWICE_A_WEEK = parseRRule('RRULE:FREQ=WEEKLY;BYDAY=TU,TH;COUNT=10', TASK) ?? undefined;

/** Times, dates, the custom selects and a repeat rule, each with fixed dates. */
export function PickersSection() {
  return (
    <KitchenSinkSection title="Pickers">
      <DemoPanel title="Time and dates" description="Fixed to the pay week of 2 November 2026.">
        <TimePicker label="Start time" defaultValue={{ hour: 7, minute: 0 }} />
        <DateRangePicker label="Report dates" defaultValue={PAY_WEEK} today={TODAY} maxDays={31} />
        <DateStepper label="Schedule day" defaultValue={TODAY} />
      </DemoPanel>

      <DemoPanel title="Selects" description="One choice, several, and a list paged from a server.">
        <Select label="Role" options={ROLES} defaultValue="foreman" />
        <MultiSelect
          label="Certifications"
          options={CERTIFICATIONS}
          defaultValue={['first-aid', 'forklift']}
        />
        <RemoteSelect
          label="Employee"
          loadPage={loadEmployeePage}
          defaultValue="staff-3"
          knownOptions={[{ value: 'staff-3', label: 'Cleo Brooks' }]}
          hint="Searches all 40 employees."
        />
      </DemoPanel>

      <DemoPanel title="Repeat rule" description="Pour inspection, from Tuesday 10 November.">
        <RecurrenceEditor
          startDate={TASK_START}
          timeZone={TASK_TIME_ZONE}
          now={NOW}
          defaultValue={TWICE_A_WEEK}
        />
      </DemoPanel>
    </KitchenSinkSection>
  );
}
