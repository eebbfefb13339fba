import { Link, useParams } from 'react-router-dom';
import { Building2, ChevronRight, Clock, FolderKanban, ShieldCheck } from 'lucide-react';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../design-system/card/card';
import { SettingsLayout } from './settings-layout';

const CARDS = [
  {
    path: 'settings/time',
    title: 'Time',
    description: 'Time clock rules, breaks, time limits, kiosk mode and rounding.',
    icon: Clock,
  },
  {
    path: 'settings/projects',
    title: 'Projects',
    description: 'Project time rules and archiving projects nobody works on.',
    icon: FolderKanban,
  },
  {
    path: 'settings/company',
    title: 'Company',
    description: 'Company details, time zone, company locations and pay schedules.',
    icon: Building2,
  },
  {
    path: 'settings/workers-comp',
    title: 'Workers’ comp',
    description: 'Workers’ compensation codes and overtime rules for pay records.',
    icon: ShieldCheck,
  },
] as const;

/** /org/{orgId}/settings: the settings hub, a card for each section. */
export default function SettingsHubScreen() {
  const orgId = Number(useParams().orgId);
  return (
    <SettingsLayout
      title="Settings"
      description="How your organization tracks time and pays its crews."
    >
      <ul className="grid gap-4 sm:grid-cols-2" aria-label="Settings">
        {CARDS.map((card) => (
          <li key={card.path}>
            <Card className="relative h-full transition-colors focus-within:outline-2 focus-within:outline-ring hover:bg-surface-sunken">
              <CardHeader className="flex-row items-start gap-3 pb-5">
                <card.icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <CardTitle as="h2">
                    <Link
                      to={`/org/${orgId}/${card.path}`}
                      className="outline-none after:absolute after:inset-0"
                    >
                      {card.title}
                    </Link>
                  </CardTitle>
                  <CardDescription>{card.description}</CardDescription>
                </div>
                <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-text-muted" />
              </CardHeader>
            </Card>
          </li>
        ))}
      </ul>
    </SettingsLayout>
  );
}
