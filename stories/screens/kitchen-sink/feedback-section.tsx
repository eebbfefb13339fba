import { FolderKanban } from 'lucide-react';
import { Alert } from '../../../design-system/alert/alert';
import { Badge } from '../../../design-system/badge/badge';
import { Button } from '../../../design-system/button/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../../design-system/card/card';
import { EmptyState } from '../../../design-system/empty-state/empty-state';
import { Gallery } from '../../../design-system/gallery/gallery';
import {
  Skeleton,
  SkeletonAvatar,
  SkeletonGroup,
  SkeletonText,
} from '../../../design-system/skeleton/skeleton';
import { Spinner } from '../../../design-system/spinner/spinner';
import { Stat } from '../../../design-system/stat/stat';
import { Timeline } from '../../../design-system/timeline/timeline';
import { useToast } from '../../../design-system/toast/toast';
import { SITE_PHOTOS, TASK_HISTORY } from './sample-data';
import { DemoPanel, KitchenSinkSection } from './section';

/** Buttons that raise a toast of each tone (the provider wraps the whole page). */
function ToastButtons() {
  const toast = useToast();
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" onClick={() => toast.success('Time card approved')}>
        Approve time card
      </Button>
      <Button size="sm" variant="secondary" onClick={() => toast.info('Export started')}>
        Start export
      </Button>
      <Button size="sm" variant="danger" onClick={() => toast.error('The payroll export failed')}>
        Fail export
      </Button>
    </div>
  );
}

/** Figures, messages, a card, empty and loading states, photos and a history. */
export function FeedbackSection() {
  return (
    <KitchenSinkSection title="Feedback and display">
      <div className="grid gap-4 sm:grid-cols-3 md:col-span-2 lg:col-span-3">
        <Stat label="Clocked in now" value="11" hint="of 12 scheduled" />
        <Stat label="Hours this week" value="412.5" hint="38 overtime" />
        <Stat label="Time cards to approve" value="7" />
      </div>

      <DemoPanel title="Messages" description="Inline alerts and toasts.">
        <Alert tone="info" title="Export queued">
          We will email you when the payroll file is ready.
        </Alert>
        <Alert tone="success" title="Week approved" />
        <Alert tone="warning" title="Two cards over 12 hours">
          Check them before payroll closes.
        </Alert>
        <Alert tone="danger" title="Payroll export failed" />
        <ToastButtons />
      </DemoPanel>

      <Card className="min-w-0">
        <CardHeader>
          <CardTitle as="h3" className="text-base">
            North yard crew
          </CardTitle>
          <CardDescription>12 team members · Foreman Dana Whitfield</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <p className="text-sm text-text">
            Clock-ins today: 11 of 12. Overtime this week: 6 h 30 m across 3 people.
          </p>
          <div className="flex flex-wrap gap-2">
            <Badge tone="success">Active</Badge>
            <Badge tone="info">Invited</Badge>
            <Badge tone="warning">Overdue</Badge>
            <Badge tone="danger">Rejected</Badge>
            <Badge>Deactivated</Badge>
          </div>
        </CardContent>
        <CardFooter>
          <Button variant="secondary">View time cards</Button>
          <Button>Approve week</Button>
        </CardFooter>
      </Card>

      <DemoPanel title="Empty and loading" description="Nothing yet, and content on its way.">
        <EmptyState
          icon={<FolderKanban />}
          title="No projects yet"
          description="Projects let your crews log time against a job site."
          action={<Button size="sm">Create a project</Button>}
          className="py-8"
        />
        <Spinner label="Loading time cards" showLabel size={24} />
        <SkeletonGroup label="Loading crew">
          <div className="flex items-center gap-3">
            <SkeletonAvatar />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-40 max-w-full" />
              <Skeleton className="h-3 w-24" />
            </div>
          </div>
          <SkeletonText lines={2} />
        </SkeletonGroup>
      </DemoPanel>

      <DemoPanel title="Site photos" description="One at a time, with dots and Download.">
        <Gallery slides={SITE_PHOTOS} aria-label="Site photos" />
      </DemoPanel>

      <DemoPanel title="Task history" description="Pour inspection at Harbor View Tower.">
        <Timeline entries={TASK_HISTORY} timeZone="UTC" aria-label="Task history" />
      </DemoPanel>
    </KitchenSinkSection>
  );
}
