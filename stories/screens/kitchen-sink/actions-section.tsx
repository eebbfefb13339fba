import { Plus, Trash2 } from 'lucide-react';
import { Alert } from '../../../design-system/alert/alert';
import { Badge } from '../../../design-system/badge/badge';
import { Button } from '../../../design-system/button/button';
import { CopyButton } from '../../../design-system/clipboard/copy-button';
import { ColorSchemeSwitcher } from '../../../design-system/color-scheme-switcher/color-scheme-switcher';
import { TextField } from '../../../design-system/field/text-field';
import { RetryCountdownButton } from '../../../design-system/retry-countdown/retry-countdown';
import { UpgradePrompt } from '../../../design-system/upgrade-prompt/upgrade-prompt';
import { DemoPanel, KitchenSinkSection } from './section';

const INVITE_LINK = 'https://app.crewcard.test/join/north-yard';

/** Nothing on this page talks to a server: actions resolve at once. */
const done = () => Promise.resolve();

/** Buttons in every look and size, copying, retrying after a failure, a plan lock, the theme. */
export function ActionsSection() {
  return (
    <KitchenSinkSection title="Actions">
      <DemoPanel title="Buttons" description="Primary, secondary, ghost, danger and link.">
        <div className="flex flex-wrap items-center gap-2">
          <Button>Save changes</Button>
          <Button variant="secondary">Cancel</Button>
          <Button variant="ghost">Skip</Button>
          <Button variant="danger">
            <Trash2 aria-hidden="true" />
            Delete crew
          </Button>
          <Button variant="link">View policy</Button>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button size="sm" variant="secondary">
            Small
          </Button>
          <Button size="lg">Large</Button>
          <Button size="icon" variant="secondary" aria-label="Add team member">
            <Plus />
          </Button>
          <Button isLoading>Saving</Button>
          <Button disabled variant="secondary">
            Disabled
          </Button>
        </div>
      </DemoPanel>

      <DemoPanel
        title="Copy and retry"
        description="Clipboard feedback and a countdown after a failure."
      >
        <div className="flex items-end gap-2">
          <TextField
            label="Invite link"
            value={INVITE_LINK}
            readOnly
            fieldClassName="min-w-0 flex-1"
          />
          <CopyButton text={INVITE_LINK} size="icon" aria-label="Copy invite link" />
        </div>
        <Alert tone="danger" title="QuickBooks sync failed">
          The connection token was refused.
        </Alert>
        {/* Not counting on mount: a running countdown would differ between two screenshots. */}
        <RetryCountdownButton onRetry={done} isRunningOnMount={false} className="self-start">
          Retry sync
        </RetryCountdownButton>
      </DemoPanel>

      <DemoPanel
        title="Plan lock and appearance"
        description="A locked control opens the upgrade prompt."
      >
        <div className="flex flex-wrap items-center gap-2">
          <UpgradePrompt
            locked
            variant="trial"
            featureName="Scheduling and tasks"
            tierLabel="Pro"
            onStartTrial={done}
            onBookCall={done}
          >
            <Button variant="secondary">Schedule a task</Button>
          </UpgradePrompt>
          <Badge tone="info">Pro</Badge>
        </div>
        <ColorSchemeSwitcher />
      </DemoPanel>
    </KitchenSinkSection>
  );
}
