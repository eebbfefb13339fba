import { Plus } from 'lucide-react';
import { Button } from '../../../design-system/button/button';
import { PageHeader } from '../../../design-system/page-header/page-header';
import { ToastProvider } from '../../../design-system/toast/toast';
import { ActionsSection } from './actions-section';
import { DataSection } from './data-section';
import { FeedbackSection } from './feedback-section';
import { FormsSection } from './forms-section';
import { OverlaysSection } from './overlays-section';
import { PickersSection } from './pickers-section';

/**
 * Every widget of the design system on one page, grouped as a screen would use them. Sample data
 * and dates are fixed (sample-data.ts), so the page looks the same on every run and in both themes.
 */
export function KitchenSinkPage() {
  return (
    <ToastProvider>
      <main className="mx-auto flex w-full max-w-7xl flex-col gap-10 px-page-x py-page-y">
        <PageHeader
          title="Kitchen sink"
          description="Every Crewcard widget on one page, in the shapes screens use them."
          actions={
            <>
              <Button variant="secondary">Export</Button>
              <Button>
                <Plus aria-hidden="true" />
                New time card
              </Button>
            </>
          }
          className="mb-0"
        />
        <ActionsSection />
        <FormsSection />
        <PickersSection />
        <DataSection />
        <OverlaysSection />
        <FeedbackSection />
      </main>
    </ToastProvider>
  );
}
