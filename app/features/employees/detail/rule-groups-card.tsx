import type { ProjectTimeRuleGroup, RuleGroup } from '../../../../contract/rule-groups';
import { Alert } from '../../../../design-system/alert/alert';
import { Badge } from '../../../../design-system/badge/badge';
import { Button } from '../../../../design-system/button/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../../design-system/card/card';
import { SkeletonGroup, SkeletonText } from '../../../../design-system/skeleton/skeleton';
import { errorText } from '../../../api/api-error';
import { DEFAULT_GROUP_LABEL, projectTimeRulesText, type RuleGroupRef } from './rule-groups-model';

type GroupQuery<T> = {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  refetch: () => unknown;
};

/**
 * The rule groups the person follows: time clock (clock permissions, breaks, limits) and project
 * time (how their time goes to projects and cost codes, summarised as core.md 3 derives it).
 */
export function RuleGroupsCard({
  name,
  timeClock,
  projectTime,
}: {
  name: string;
  timeClock: GroupQuery<RuleGroup>;
  projectTime: GroupQuery<ProjectTimeRuleGroup>;
}) {
  const failed = [timeClock, projectTime].find((query) => !query.data && !query.isPending);
  const rules = projectTime.data ? projectTimeRulesText(projectTime.data) : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Time rules</CardTitle>
        <CardDescription>The rule groups that apply to {name}’s time.</CardDescription>
      </CardHeader>
      <CardContent>
        {timeClock.isPending || projectTime.isPending ? (
          <SkeletonGroup label="Loading time rules">
            <SkeletonText lines={4} />
          </SkeletonGroup>
        ) : failed ? (
          <div className="flex flex-col items-start gap-3">
            <Alert tone="danger">{errorText(failed.error)}</Alert>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                void timeClock.refetch();
                void projectTime.refetch();
              }}
            >
              Try again
            </Button>
          </div>
        ) : (
          <dl className="flex flex-col gap-4 text-sm">
            <div className="flex flex-col gap-1">
              <dt className="text-text-muted">Time clock rules</dt>
              <dd className="font-medium text-text">
                <GroupName group={timeClock.data!} />
              </dd>
            </div>
            <div className="flex flex-col gap-1">
              <dt className="text-text-muted">Project time rules</dt>
              <dd className="flex flex-col gap-2 font-medium text-text">
                <GroupName group={projectTime.data!} />
                {rules && (
                  // What the group asks of the person's time, as core.md 3 sums it up.
                  <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1 rounded-md bg-surface-sunken px-3 py-2 font-normal">
                    <dt className="text-text-muted">Assignment</dt>
                    <dd>{rules.assignment}</dd>
                    <dt className="text-text-muted">Projects</dt>
                    <dd>{rules.projects}</dd>
                    <dt className="text-text-muted">Cost codes</dt>
                    <dd>{rules.costCodes}</dd>
                  </dl>
                )}
              </dd>
            </div>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

/** The group's name, and a badge when it is the organisation's default. */
function GroupName({ group }: { group: RuleGroupRef }) {
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="min-w-0 break-words">{group.name}</span>
      {group.is_organization_default && <Badge>{DEFAULT_GROUP_LABEL}</Badge>}
    </span>
  );
}
