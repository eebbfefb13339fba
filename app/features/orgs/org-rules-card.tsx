import type { OrgDetail } from '../../../contract/orgs';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../design-system/card/card';
import { DetailList } from './detail-list';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/**
 * The rules the organisation's default groups set (core.md 3): the clock permissions of the
 * time-clock group and the summary of the project-time group, as the server derives it.
 */
export function OrgRulesCard({ org }: { org: OrgDetail }) {
  const clock = org.rule_group.clock_permissions;
  const project = org.project_time_rules;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Time rules</CardTitle>
        <CardDescription>What the default rule groups ask of team members.</CardDescription>
      </CardHeader>
      <CardContent>
        <DetailList
          items={[
            { label: 'Time tracking', value: clock.time_tracking ? 'On' : 'Off' },
            { label: 'Clock times can be edited', value: yesNo(clock.allow_clock_editing) },
            {
              label: 'Project time',
              value: project.is_auto ? 'Assigned automatically' : 'Assigned by team members',
            },
            { label: 'Time must go to a project', value: yesNo(project.require_project_time) },
            { label: 'Cost codes required', value: yesNo(project.require_cost_codes) },
          ]}
        />
      </CardContent>
    </Card>
  );
}
