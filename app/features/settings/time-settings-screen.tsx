import { useParams } from 'react-router-dom';
import { TIME_ROUND_MINUTES, type Organization } from '../../../contract/orgs';
import type { RuleGroup } from '../../../contract/rule-groups';
import { SelectField } from '../../../design-system/field/select-field';
import { useOrg } from '../../api/orgs';
import { useRuleGroups } from '../../api/rule-groups';
import { OrgSettingSwitch, useSaveOrgSetting } from './org-setting-controls';
import { usePlanLock } from './plan-lock';
import { durationText } from './rule-group-model';
import { RuleGroupFormDialog } from './rule-group-form-dialog';
import { RuleGroupsTable } from './rule-groups-table';
import { SettingsLayout } from './settings-layout';
import { SettingsTabs } from './settings-tabs';
import { KioskSettingsPanel } from '../kiosk/kiosk-settings-panel';
import { LeavePoliciesPanel } from '../time-off/leave-policies-panel';

const timeOfDay = (seconds: number | null) => {
  if (seconds === null) return '—';
  const hour = Math.floor(seconds / 3600);
  const minute = String((seconds % 3600) / 60).padStart(2, '0');
  return `${hour % 12 || 12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
};

function mealBreaksText(group: RuleGroup) {
  const b = group.breaks;
  const parts = [];
  if (b.is_first_meal_break_required)
    parts.push(
      `${durationText(b.first_meal_break_duration_seconds)} after ${durationText(b.first_meal_break_after_seconds)}`,
    );
  if (b.is_second_meal_break_required)
    parts.push(
      `${durationText(b.second_meal_break_duration_seconds)} after ${durationText(b.second_meal_break_after_seconds)}`,
    );
  return parts.length ? parts.join('; ') : 'None required';
}

const yesNo = (value: boolean) => (value ? 'On' : 'Off');

/** The groups with the columns a tab is about. */
function GroupsTab({
  orgId,
  columns,
}: {
  orgId: number;
  columns: { header: string; cell: (group: RuleGroup) => React.ReactNode }[];
}) {
  const groups = useRuleGroups(orgId);
  return (
    <RuleGroupsTable
      orgId={orgId}
      kind="time-clock"
      groups={groups.data}
      isLoading={groups.isLoading}
      label="Time clock rule groups"
      feature="time-clock-rules"
      columns={columns}
      renderDialog={(group, close) => (
        <RuleGroupFormDialog
          orgId={orgId}
          group={group}
          open
          onOpenChange={(open) => !open && close()}
        />
      )}
    />
  );
}

function RoundingTab({ orgId, org }: { orgId: number; org: Organization | undefined }) {
  const { save, isPending } = useSaveOrgSetting(orgId);
  return (
    <div className="flex max-w-xl flex-col gap-5">
      <SelectField
        label="Round clock times to"
        hint="Paid time counts clock times rounded to the nearest step; the recorded times stay as they were."
        value={String(org?.time_round_minutes ?? 0)}
        disabled={!org || isPending}
        onChange={(event) =>
          void save({
            time_round_minutes: Number(
              event.currentTarget.value,
            ) as (typeof TIME_ROUND_MINUTES)[number],
          })
        }
        options={TIME_ROUND_MINUTES.map((minutes) => ({
          value: String(minutes),
          label: minutes === 0 ? 'No rounding' : minutes === 1 ? '1 minute' : `${minutes} minutes`,
        }))}
      />
      <OrgSettingSwitch
        orgId={orgId}
        org={org}
        name="enable_time_card_editing"
        label="Team members may edit their time cards"
      />
      <OrgSettingSwitch
        orgId={orgId}
        org={org}
        name="is_split_tc_enabled"
        label="Split a time card across projects"
        description="A project switch while clocked in starts a new part of the same time card. When off, it clocks out and starts a new card."
      />
      <OrgSettingSwitch
        orgId={orgId}
        org={org}
        name="requires_location_tracking"
        label="Require location tracking while clocked in"
      />
    </div>
  );
}

/**
 * /org/{orgId}/settings/time/{tabId?}: time clock rule groups, breaks, time limits, kiosk mode
 * and rounding.
 */
export default function TimeSettingsScreen() {
  const orgId = Number(useParams().orgId);
  const org = useOrg(orgId).data;
  const { lock } = usePlanLock(orgId);
  return (
    <SettingsLayout
      title="Time settings"
      description="How your team members clock in and out, take breaks, round time and take time off."
    >
      <SettingsTabs
        section="time"
        label="Time settings"
        tabs={[
          {
            id: 'time-clock-rules',
            label: 'Time clock rules',
            content: () => (
              <GroupsTab
                orgId={orgId}
                columns={[
                  {
                    header: 'Clock editing',
                    cell: (g) => yesNo(g.clock_permissions.allow_clock_editing),
                  },
                  { header: 'Meal breaks', cell: mealBreaksText },
                ]}
              />
            ),
          },
          {
            id: 'breaks',
            label: 'Breaks',
            content: () => (
              <div className="flex flex-col gap-6">
                <div className="flex max-w-xl flex-col gap-5">
                  <OrgSettingSwitch
                    orgId={orgId}
                    org={org}
                    name="is_meal_break_enabled"
                    label="Track meal breaks"
                  />
                  <OrgSettingSwitch
                    orgId={orgId}
                    org={org}
                    name="is_breaks_paid"
                    label="Breaks are paid"
                  />
                </div>
                <GroupsTab
                  orgId={orgId}
                  columns={[
                    { header: 'Meal breaks', cell: mealBreaksText },
                    { header: 'Automatic', cell: (g) => yesNo(g.breaks.has_auto_meal_breaks) },
                    {
                      header: 'Reminders',
                      cell: (g) => yesNo(g.breaks.is_send_meal_break_reminders),
                    },
                  ]}
                />
              </div>
            ),
          },
          {
            id: 'time-limits',
            label: 'Time limits',
            content: () =>
              lock(
                'time-limits',
                <GroupsTab
                  orgId={orgId}
                  columns={[
                    {
                      header: 'Earliest clock-in',
                      cell: (g) => timeOfDay(g.time_limits.clock_in_from_seconds),
                    },
                    {
                      header: 'Latest clock-out',
                      cell: (g) => timeOfDay(g.time_limits.clock_out_by_seconds),
                    },
                    {
                      header: 'Most a day',
                      cell: (g) => durationText(g.time_limits.total_daily_seconds),
                    },
                  ]}
                />,
              ),
          },
          {
            id: 'kiosk-mode',
            label: 'Kiosk mode',
            content: () => (
              <div className="flex flex-col gap-6">
                {lock('kiosk', <KioskSettingsPanel orgId={orgId} />)}
                <GroupsTab
                  orgId={orgId}
                  columns={[
                    {
                      header: 'Kiosk clock-in',
                      cell: (g) =>
                        yesNo(g.clock_permissions.allow_clock_in_and_clock_out_from_kiosks),
                    },
                    {
                      header: 'Clock-in photo',
                      cell: (g) => yesNo(g.clock_permissions.require_clock_in_photo),
                    },
                  ]}
                />
              </div>
            ),
          },
          {
            id: 'rounding',
            label: 'Rounding',
            content: () => <RoundingTab orgId={orgId} org={org} />,
          },
          {
            id: 'time-off',
            label: 'Time off',
            // The page's guard is organisation settings, which manage the policies.
            content: () => <LeavePoliciesPanel orgId={orgId} canManage />,
          },
        ]}
      />
    </SettingsLayout>
  );
}
