import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Checkbox } from '../../design-system/field/checkbox';
import { SelectField } from '../../design-system/field/select-field';
import { TextField } from '../../design-system/field/text-field';
import { UpgradePrompt } from '../../design-system/upgrade-prompt/upgrade-prompt';
import {
  body,
  control,
  controlChanged,
  controlClicked,
  controlFocused,
  expectClosed,
  findDialog,
  upgradePromptMeta,
} from './upgrade-prompt-fixtures';

/**
 * What a locked control is: announced as locked, a field that opens the dialog instead of taking
 * a value, a checkbox and select that keep theirs, and an unlocked control left untouched.
 */
const meta = {
  title: 'Design System/UpgradePrompt/LockedControls',
  component: UpgradePrompt,
  ...upgradePromptMeta(),
} satisfies Meta<typeof UpgradePrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

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
