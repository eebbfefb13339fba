import type { OrgDetail } from '../../../contract/orgs';
import { Alert } from '../../../design-system/alert/alert';
import { Badge } from '../../../design-system/badge/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../design-system/card/card';
import { errorText } from '../../api/api-error';
import { useAdminOrg } from '../../api/orgs';
import { DetailList } from './detail-list';

type Person = { employee_id: number; display_name: string; email?: string };

/**
 * Who is in the organisation: its counts, administrators and time approvers. Provider staff also
 * get each administrator's e-mail address (GET /admin/orgs/{id}), the people they would contact.
 */
export function OrgPeopleCard({ org, isStaff }: { org: OrgDetail; isStaff: boolean }) {
  const adminOrg = useAdminOrg(org.id, isStaff);
  const admins: Person[] = adminOrg.data?.admins ?? org.admins;
  return (
    <Card>
      <CardHeader>
        <CardTitle>People</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <DetailList
          items={[
            { label: 'Workers', value: org.workers },
            { label: 'Active members', value: org.saas_enabled_employees_count },
          ]}
        />
        {adminOrg.isError && <Alert tone="warning">{errorText(adminOrg.error)}</Alert>}
        <PeopleGroup title="Administrators" people={admins} empty="No administrators" />
        <PeopleGroup
          title="Time approvers"
          people={org.time_approvers}
          empty="No time approvers yet"
        />
      </CardContent>
    </Card>
  );
}

function PeopleGroup({ title, people, empty }: { title: string; people: Person[]; empty: string }) {
  const withEmail = people.some((person) => person.email);
  return (
    <section className="flex flex-col gap-2" aria-label={title}>
      <h3 className="text-sm text-text-muted">{title}</h3>
      {people.length === 0 ? (
        <p className="text-sm text-text-subtle">{empty}</p>
      ) : withEmail ? (
        <ul className="flex flex-col gap-2">
          {people.map((person) => (
            <li
              key={person.employee_id}
              className="flex min-w-0 flex-col text-sm sm:flex-row sm:gap-2"
            >
              <span className="font-medium text-text">{person.display_name}</span>
              {person.email && (
                <a
                  href={`mailto:${person.email}`}
                  className="truncate text-primary underline-offset-2 hover:underline"
                >
                  {person.email}
                </a>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {people.map((person) => (
            <li key={person.employee_id}>
              <Badge tone="neutral">{person.display_name}</Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
