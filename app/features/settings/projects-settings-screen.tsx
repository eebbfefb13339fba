import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { AUTO_ARCHIVE_DAYS_MAX, type Organization } from '../../../contract/orgs';
import { Button } from '../../../design-system/button/button';
import { NumberField } from '../../../design-system/number-field/number-field';
import { useOrg } from '../../api/orgs';
import { useProjectTimeRuleGroups } from '../../api/rule-groups';
import { OrgSettingSwitch, useSaveOrgSetting } from './org-setting-controls';
import { usePlanLock } from './plan-lock';
import { ProjectTimeRuleGroupFormDialog } from './project-time-rule-group-form-dialog';
import { RuleGroupsTable } from './rule-groups-table';
import { SettingsLayout } from './settings-layout';
import { SettingsTabs } from './settings-tabs';

function AutoArchiveTab({ orgId, org }: { orgId: number; org: Organization }) {
  const { save, isPending } = useSaveOrgSetting(orgId);
  const [days, setDays] = useState<number | null>(org.auto_archive_projects_after_days);
  const invalid =
    days !== null && (days < 1 || days > AUTO_ARCHIVE_DAYS_MAX || !Number.isInteger(days));
  return (
    <form
      aria-label="Auto-archive"
      className="flex max-w-xl flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (!invalid) void save({ auto_archive_projects_after_days: days });
      }}
    >
      <NumberField
        label="Archive projects idle for (days)"
        hint="Leave empty to never archive projects automatically."
        isOptional
        value={days}
        onValueChange={setDays}
        error={
          invalid ? `Enter a whole number of days from 1 to ${AUTO_ARCHIVE_DAYS_MAX}.` : undefined
        }
      />
      <div>
        <Button type="submit" disabled={isPending}>
          Save
        </Button>
      </div>
      <OrgSettingSwitch
        orgId={orgId}
        org={org}
        name="is_auto_restore_projects"
        label="Restore an archived project when time is recorded on it"
      />
    </form>
  );
}

/** /org/{orgId}/settings/projects/{tabId?}: project time rules and auto-archive. */
export default function ProjectsSettingsScreen() {
  const orgId = Number(useParams().orgId);
  const org = useOrg(orgId).data;
  const groups = useProjectTimeRuleGroups(orgId);
  const { lock } = usePlanLock(orgId);
  return (
    <SettingsLayout
      title="Project settings"
      description="How time is put on projects and when idle projects are archived."
    >
      <SettingsTabs
        section="projects"
        label="Project settings"
        tabs={[
          {
            id: 'project-time-rules',
            label: 'Project time rules',
            content: () => (
              <RuleGroupsTable
                orgId={orgId}
                kind="project-time"
                groups={groups.data}
                isLoading={groups.isLoading}
                label="Project time rule groups"
                feature="project-tracking"
                columns={[
                  {
                    header: 'Assignment',
                    cell: (g) => (g.assignment_mode === 'auto' ? 'Automatic' : 'Manual'),
                  },
                  {
                    header: 'Requires',
                    cell: (g) =>
                      [
                        g.require_team_members_to_assign_time_to_projects && 'projects',
                        g.require_team_members_to_assign_time_to_cost_codes && 'cost codes',
                      ]
                        .filter(Boolean)
                        .join(', ') || '—',
                  },
                ]}
                renderDialog={(group, close) => (
                  <ProjectTimeRuleGroupFormDialog orgId={orgId} group={group} onClose={close} />
                )}
              />
            ),
          },
          {
            id: 'auto-archive',
            label: 'Auto-archive',
            content: () =>
              org
                ? lock(
                    'project-tracking',
                    <AutoArchiveTab
                      key={org.auto_archive_projects_after_days}
                      orgId={orgId}
                      org={org}
                    />,
                  )
                : null,
          },
        ]}
      />
    </SettingsLayout>
  );
}
