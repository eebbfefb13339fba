import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { EmployeeDetail, EmployeeRef } from '../../../../contract/employee-detail';
import { Badge } from '../../../../design-system/badge/badge';
import { Button } from '../../../../design-system/button/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../design-system/card/card';
import { DetailList } from '../../orgs/detail-list';

/** Who manages the person and which teams they are in. */
export function ManagersCard({ detail, orgId }: { detail: EmployeeDetail; orgId: number }) {
  const person = (ref: EmployeeRef) => (
    <Button asChild variant="link">
      <Link to={`/org/${orgId}/employee/${ref.employee_id}`}>{ref.display_name}</Link>
    </Button>
  );
  const list = (items: ReactNode[]) =>
    items.length === 0 ? <span className="text-text-subtle">None</span> : items;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Managers and teams</CardTitle>
      </CardHeader>
      <CardContent>
        <DetailList
          items={[
            {
              label: 'Primary manager',
              value: detail.primary_manager ? person(detail.primary_manager) : null,
            },
            {
              label: 'Secondary managers',
              value: list(
                detail.secondary_managers.map((manager, index) => (
                  <span key={manager.employee_id}>
                    {index > 0 && ', '}
                    {person(manager)}
                  </span>
                )),
              ),
            },
            {
              label: 'Teams',
              value: list(
                detail.employee_groups.length === 0
                  ? []
                  : [
                      <span key="teams" className="flex flex-wrap gap-1.5">
                        {detail.employee_groups.map((team) => (
                          <Badge key={team.id}>{team.name}</Badge>
                        ))}
                      </span>,
                    ],
              ),
            },
          ]}
        />
      </CardContent>
    </Card>
  );
}
