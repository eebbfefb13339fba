import { roleById } from '../../../contract/access';
import { Badge } from '../../../design-system/badge/badge';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../design-system/card/card';
import { useProfile } from '../../api/profile';
import { DetailList } from '../orgs/detail-list';
import { countryLabel } from '../orgs/org-labels';
import { PersonalSettingsFrame } from './personal-settings-frame';

/** /personal/settings: who you are and where you work. */
export default function ProfileScreen() {
  const profile = useProfile();
  if (!profile) return null;
  return (
    <PersonalSettingsFrame>
      <Card className="max-w-3xl">
        <CardHeader>
          <CardTitle>Profile</CardTitle>
          <CardDescription>
            To change these details, contact an administrator of your organisation.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <DetailList
            items={[
              { label: 'Name', value: profile.display_name },
              { label: 'Email', value: profile.email },
              { label: 'Mobile', value: profile.mobile },
              { label: 'Business name', value: profile.business_name },
              { label: 'Country', value: countryLabel(profile.country_code) },
              { label: 'Time zone', value: profile.timezone },
            ]}
          />
        </CardContent>
      </Card>
      <Card className="max-w-3xl">
        <CardHeader>
          <CardTitle>Organisations</CardTitle>
          <CardDescription>Your role in each organisation you belong to.</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col divide-y divide-border">
            {profile.employees.map((employee) => (
              <li
                key={employee.employee_id}
                className="flex items-center justify-between gap-4 py-2.5 first:pt-0 last:pb-0"
              >
                <span className="min-w-0 truncate text-sm font-medium text-text">
                  {employee.org_id === 0 ? 'Crewcard provider staff' : employee.organization.name}
                </span>
                <Badge tone="neutral">{roleById(employee.role.id)?.display_name ?? 'Member'}</Badge>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </PersonalSettingsFrame>
  );
}
