import { useState } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../design-system/button/button';
import { Checkbox } from '../design-system/field/checkbox';
import { SelectField } from '../design-system/field/select-field';
import { TextField } from '../design-system/field/text-field';
import { UpgradePrompt } from '../design-system/upgrade-prompt/upgrade-prompt';

/** The locked controls' own handlers: none of them may ever run while locked. */
const controlClicked = fn();
const controlFocused = fn();
const controlChanged = fn();

const meta = {
  title: 'Design System/UpgradePrompt',
  component: UpgradePrompt,
  args: {
    locked: true,
    variant: 'upgrade',
    featureName: 'Scheduling and tasks',
    tierLabel: 'Pro',
    onStartTrial: fn(),
    onRestartTrial: fn(),
    onUpgrade: fn(),
    onBookCall: fn(),
    onOpenChange: fn(),
    children: <Button onClick={controlClicked}>Schedule a task</Button>,
  },
  beforeEach: () => {
    controlClicked.mockClear();
    controlFocused.mockClear();
    controlChanged.mockClear();
  },
} satisfies Meta<typeof UpgradePrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const control = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Schedule a task' });

async function findDialog() {
  const dialog = await body.findByRole('dialog');
  // Wait out the opening fade, during which the dialog starts fully transparent.
  await waitFor(() => expect(getComputedStyle(dialog).opacity).toBe('1'));
  return dialog;
}

/** The trial starts (400 ms here) and the dialog fades out; a loaded machine takes longer than 1 s. */
async function expectClosed() {
  await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument(), {
    timeout: 5000,
  });
}

/** The dialog's buttons in order (the footer's, then the close icon). */
const buttonNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('button')
    .map((button) => button.textContent || button.getAttribute('aria-label'));

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(control(canvasElement));
    const dialog = await findDialog();
    await expect(dialog).toHaveAccessibleName('Upgrade to Pro');
    // Spec: the upgrade prompt modal is 576 px wide.
    await expect(dialog.offsetWidth).toBe(576);
    await expect(controlClicked).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
  },
};

export const AskAdminExplainsWhoCanUpgrade: Story = {
  args: { variant: 'ask-admin' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(control(canvasElement));
    const dialog = await findDialog();
    await expect(dialog).toHaveAccessibleName('Scheduling and tasks needs the Pro plan');
    await expect(dialog).toHaveAccessibleDescription(
      "Scheduling and tasks is part of the Pro plan. Your organisation's plan doesn't include it yet. Ask an administrator of your organisation to upgrade if you need it.",
    );
    await expect(within(dialog).getByText('Pro feature')).toBeVisible();
    // No way to start a plan from here (spec: workers and non-trial managers cannot).
    await expect(buttonNames(dialog)).toEqual(['Ok, Got it.', 'Close']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok, Got it.' }));
    await expectClosed();
    await expect(controlClicked).not.toHaveBeenCalled();
    for (const callback of [
      args.onStartTrial,
      args.onRestartTrial,
      args.onUpgrade,
      args.onBookCall,
    ])
      await expect(callback).not.toHaveBeenCalled();
  },
};

export const TrialOffersTryForFree: Story = {
  args: {
    variant: 'trial',
    onStartTrial: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(control(canvasElement));
    const dialog = await findDialog();
    await expect(dialog).toHaveAccessibleName('Try Scheduling and tasks for free');
    await expect(dialog).toHaveAccessibleDescription(
      'Scheduling and tasks is part of the Pro plan. Start a free 14-day trial of Pro and use it today.',
    );
    // Spec: the free trial is 14 days, with no upfront payment and no automatic charge.
    await expect(within(dialog).getByText('Free for 14 days')).toBeVisible();
    await expect(within(dialog).getByText('No upfront payment')).toBeVisible();
    await expect(within(dialog).getByText('No automatic charge when the trial ends')).toBeVisible();
    await expect(buttonNames(dialog)).toEqual(['Try for free', 'Close']);

    const start = within(dialog).getByRole('button', { name: 'Try for free' });
    await userEvent.click(start);
    await expect(args.onStartTrial).toHaveBeenCalledTimes(1);
    // Busy while the trial starts: the button keeps its name and cannot be pressed twice.
    await expect(start).toHaveAttribute('aria-busy', 'true');
    await expect(start).toBeDisabled();
    // Closes once the trial has started.
    await expectClosed();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(controlClicked).not.toHaveBeenCalled();
  },
};

export const RestartOffersRestartTrialAndBookACall: Story = {
  args: {
    variant: 'restart',
    onRestartTrial: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(control(canvasElement));
    let dialog = await findDialog();
    await expect(dialog).toHaveAccessibleName('Restart your Pro trial');
    await expect(dialog).toHaveAccessibleDescription(
      "Scheduling and tasks is part of the Pro plan. Your trial has ended: restart it to keep using Scheduling and tasks, or book a call and we'll help you choose a plan.",
    );
    await expect(buttonNames(dialog)).toEqual(['Book a Call', 'Restart Trial', 'Close']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Book a Call' }));
    await expect(args.onBookCall).toHaveBeenCalledTimes(1);
    await expectClosed();

    await userEvent.click(control(canvasElement));
    dialog = await findDialog();
    const restart = within(dialog).getByRole('button', { name: 'Restart Trial' });
    await userEvent.click(restart);
    await expect(args.onRestartTrial).toHaveBeenCalledTimes(1);
    await expect(restart).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Book a Call' })).toBeDisabled();
    await expectClosed();
    await expect(controlClicked).not.toHaveBeenCalled();
  },
};

export const UpgradeOffersUpgradePlanAndBookACall: Story = {
  args: { variant: 'upgrade' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(control(canvasElement));
    const dialog = await findDialog();
    await expect(dialog).toHaveAccessibleName('Upgrade to Pro');
    await expect(dialog).toHaveAccessibleDescription(
      "Scheduling and tasks is part of the Pro plan. Upgrade your plan to use it, or book a call and we'll help you choose the right plan.",
    );
    await expect(buttonNames(dialog)).toEqual(['Book a Call', 'Upgrade Plan', 'Close']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upgrade Plan' }));
    await expect(args.onUpgrade).toHaveBeenCalledTimes(1);
    await expectClosed();
    await expect(args.onBookCall).not.toHaveBeenCalled();
    await expect(controlClicked).not.toHaveBeenCalled();
  },
};

export const FailedTrialStartKeepsTheModalOpen: Story = {
  args: {
    variant: 'trial',
    onStartTrial: fn(() => Promise.reject(new Error('We could not start your trial.'))),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(control(canvasElement));
    const dialog = await findDialog();
    const start = within(dialog).getByRole('button', { name: 'Try for free' });
    await userEvent.click(start);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'We could not start your trial.',
    );
    await expect(body.getByRole('dialog')).toBeVisible();
    await expect(start).toBeEnabled();
  },
};

/** The locked control between two others, so a test can see where Tab goes. */
const betweenOtherControls: Decorator = (Story) => (
  <div className="flex flex-wrap items-center gap-2">
    <Button variant="secondary">Before</Button>
    {Story()}
    <Button variant="secondary">After</Button>
  </div>
);

export const LockedControlIsAnnouncedAsLocked: Story = {
  play: async ({ canvasElement }) => {
    const button = control(canvasElement);
    // Still in the tab order (a screen reader user must find it and hear why it is locked)…
    await expect(button).toBeEnabled();
    // …but announced as unavailable, opening a dialog, and naming the plan that unlocks it.
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(button).toHaveAccessibleDescription(
      'Locked: Scheduling and tasks needs the Pro plan.',
    );
    // The description is for assistive technology only; the control keeps its look.
    await expect(within(canvasElement).queryByText(/Locked:/)).not.toBeVisible();
  },
};

export const TabbingOntoTheControlOpensNothing: Story = {
  decorators: [betweenOtherControls],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = control(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Before' })).toHaveFocus();
    // WCAG 3.2.1: reaching the control is not using it.
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
    // Tab moves on past it, and Shift+Tab comes back, without opening anything.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'After' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(button).toHaveFocus();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(controlClicked).not.toHaveBeenCalled();
  },
};

export const PressingEnterOrSpaceOpensInsteadOfActing: Story = {
  decorators: [betweenOtherControls],
  play: async ({ canvasElement, args }) => {
    const button = control(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.keyboard('{Enter}');
    await findDialog();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await expectClosed();
    // Focus is handed back to the control, and that opens nothing.
    await waitFor(() => expect(button).toHaveFocus());
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.keyboard(' ');
    const dialog = await findDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expectClosed();
    await waitFor(() => expect(button).toHaveFocus());
    await expect(controlClicked).not.toHaveBeenCalled();
    await expect(args.onUpgrade).not.toHaveBeenCalled();
    await expect(args.onBookCall).not.toHaveBeenCalled();
  },
};

export const EscapeAfterAClickReturnsFocusToTheControl: Story = {
  decorators: [betweenOtherControls],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = control(canvasElement);
    await userEvent.click(button);
    await findDialog();
    await userEvent.keyboard('{Escape}');
    await expectClosed();
    // Not the page body: the control that was clicked.
    await waitFor(() => expect(button).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
    // The next Tab moves on; it does not open the dialog again.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'After' })).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const TypingIntoALockedFieldOpensInsteadOfActing: Story = {
  args: {
    variant: 'ask-admin',
    featureName: 'Task checklists',
    children: (
      <TextField
        label="Checklist item"
        hint="One step of the task."
        onFocus={controlFocused}
        onChange={controlChanged}
        fieldClassName="max-w-sm"
      />
    ),
  },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Checklist item' });
    // The field's own hint stays first in its description.
    await expect(input).toHaveAccessibleDescription(
      'One step of the task. Locked: Task checklists needs the Pro plan.',
    );
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    // The field's own focus handler does not run either (it might open a list).
    await expect(controlFocused).not.toHaveBeenCalled();
    // Typing into it opens the modal, and nothing is typed.
    await userEvent.keyboard('a');
    const dialog = await findDialog();
    await expect(dialog).toHaveAccessibleName('Task checklists needs the Pro plan');
    await expect(input).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok, Got it.' }));
    await expectClosed();
    await waitFor(() => expect(input).toHaveFocus());
    await expect(controlChanged).not.toHaveBeenCalled();
    await expect(controlFocused).not.toHaveBeenCalled();
  },
};

/** A locked checkbox and select with their own state, as a settings screen would have. */
function LockedSettings() {
  const [requirePhoto, setRequirePhoto] = useState(false);
  const [radius, setRadius] = useState('100');
  return (
    <UpgradePrompt
      locked
      variant="trial"
      featureName="Clock-in photos"
      tierLabel="Pro"
      onStartTrial={fn()}
    >
      <div className="flex max-w-sm flex-col gap-4">
        <Checkbox
          label="Require a photo at clock-in"
          checked={requirePhoto}
          onChange={(event) => {
            controlChanged();
            setRequirePhoto(event.target.checked);
          }}
        />
        <SelectField
          label="Geofence radius"
          value={radius}
          options={[
            { value: '100', label: '100 ft' },
            { value: '500', label: '500 ft' },
          ]}
          onChange={(event) => {
            controlChanged();
            setRadius(event.target.value);
          }}
        />
      </div>
    </UpgradePrompt>
  );
}

export const ChangingOpensInsteadOfActing: Story = {
  render: () => <LockedSettings />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'Require a photo at clock-in' });
    await userEvent.click(checkbox);
    const dialog = await findDialog();
    await expect(dialog).toHaveAccessibleName('Try Clock-in photos for free');
    await expect(checkbox).not.toBeChecked();
    await userEvent.keyboard('{Escape}');
    await expectClosed();
    await waitFor(() => expect(checkbox).toHaveFocus());

    const select = canvas.getByRole('combobox', { name: 'Geofence radius' });
    await userEvent.selectOptions(select, '500', { pointerEventsCheck: 0 });
    await findDialog();
    await expect(select).toHaveValue('100');
    await expect(controlChanged).not.toHaveBeenCalled();
  },
};

export const UnlockedRendersTheControlUntouched: Story = {
  args: { locked: false },
  play: async ({ canvasElement, args }) => {
    const button = control(canvasElement);
    await expect(button.closest('[data-slot="upgrade-prompt"]')).toBeNull();
    await userEvent.click(button);
    await expect(controlClicked).toHaveBeenCalledTimes(1);
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
