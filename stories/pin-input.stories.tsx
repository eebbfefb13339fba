import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../design-system/button/button';
import { PinInput } from '../design-system/pin-input/pin-input';

const meta = {
  title: 'Design System/PinInput',
  component: PinInput,
  args: {
    label: 'Verification code',
    hint: 'We sent a 6-digit code to your mobile.',
    onValueChange: fn(),
    onComplete: fn(),
  },
} satisfies Meta<typeof PinInput>;

export default meta;
type Story = StoryObj<typeof meta>;

function boxes(canvasElement: HTMLElement, length = 6) {
  const canvas = within(canvasElement);
  const group = canvas.getByRole('group', { name: 'Verification code' });
  return Array.from({ length }, (_, index) =>
    within(group).getByRole('textbox', { name: `Digit ${index + 1} of ${length}` }),
  );
}

const valuesOf = (inputs: HTMLElement[]) =>
  inputs.map((input) => (input as HTMLInputElement).value).join('|');

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Verification code' });
    await expect(group).toHaveAccessibleDescription('We sent a 6-digit code to your mobile.');
    const inputs = boxes(canvasElement);
    await expect(within(group).getAllByRole('textbox')).toHaveLength(6);
    await expect(inputs[0]).toHaveAttribute('inputmode', 'numeric');
    await expect(inputs[0]).toHaveAttribute('autocomplete', 'one-time-code');

    // The visible label leads to the first box.
    await userEvent.click(canvas.getByText('Verification code'));
    await expect(inputs[0]).toHaveFocus();
    await userEvent.keyboard('240618');
    await expect(valuesOf(inputs)).toBe('2|4|0|6|1|8');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('240618');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('240618');
    await expect(inputs[5]).toHaveFocus();
  },
};

export const EachDigitMovesToTheNextBox: Story = {
  play: async ({ canvasElement, args }) => {
    const inputs = boxes(canvasElement);
    await userEvent.click(inputs[0]!);
    await userEvent.keyboard('7');
    await expect(inputs[0]).toHaveValue('7');
    await expect(inputs[1]).toHaveFocus();
    await userEvent.keyboard('3');
    await expect(inputs[2]).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('73');
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

export const PasteFillsTheBoxes: Story = {
  play: async ({ canvasElement, args }) => {
    const inputs = boxes(canvasElement);
    await userEvent.click(inputs[0]!);
    await userEvent.paste('482913');
    await expect(valuesOf(inputs)).toBe('4|8|2|9|1|3');
    await expect(args.onComplete).toHaveBeenCalledWith('482913');
    await expect(inputs[5]).toHaveFocus();
  },
};

export const PasteOfAWholeCodeFillsFromTheFirstBox: Story = {
  play: async ({ canvasElement, args }) => {
    const inputs = boxes(canvasElement);
    await userEvent.click(inputs[0]!);
    await userEvent.keyboard('55');
    // The caret is in the third box; a whole code (with its usual space) still fills all six.
    await userEvent.paste('120 934');
    await expect(valuesOf(inputs)).toBe('1|2|0|9|3|4');
    await expect(args.onComplete).toHaveBeenLastCalledWith('120934');
  },
};

export const NonDigitsAreRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const inputs = boxes(canvasElement);
    await userEvent.click(inputs[0]!);
    await userEvent.keyboard('a');
    await expect(inputs[0]).toHaveValue('');
    await expect(inputs[0]).toHaveFocus();
    await userEvent.keyboard('{Shift>}x{/Shift}- .');
    await expect(valuesOf(inputs)).toBe('|||||');
    await expect(args.onValueChange).not.toHaveBeenCalled();

    await userEvent.keyboard('9');
    await expect(inputs[0]).toHaveValue('9');
    await userEvent.keyboard('e');
    await expect(inputs[1]).toHaveValue('');
    // A paste holding letters is refused whole.
    await userEvent.paste('12ab56');
    await expect(valuesOf(inputs)).toBe('9|||||');
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
  },
};

export const BackspaceGoesBack: Story = {
  play: async ({ canvasElement, args }) => {
    const inputs = boxes(canvasElement);
    await userEvent.click(inputs[0]!);
    await userEvent.keyboard('123');
    await expect(inputs[3]).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(inputs[2]).toHaveFocus();
    await expect(valuesOf(inputs)).toBe('1|2||||');
    await userEvent.keyboard('{Backspace}{Backspace}');
    await expect(inputs[0]).toHaveFocus();
    await expect(valuesOf(inputs)).toBe('|||||');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
    // Nothing before the first box: Backspace stays there.
    await userEvent.keyboard('{Backspace}');
    await expect(inputs[0]).toHaveFocus();
  },
};

export const BackspaceOnTheLastDigitClearsIt: Story = {
  args: { defaultValue: '654321' },
  play: async ({ canvasElement, args }) => {
    const inputs = boxes(canvasElement);
    await userEvent.click(inputs[5]!);
    await userEvent.keyboard('{Backspace}');
    await expect(valuesOf(inputs)).toBe('6|5|4|3|2|');
    await expect(inputs[5]).toHaveFocus();
    await userEvent.keyboard('0');
    await expect(args.onComplete).toHaveBeenCalledWith('654320');
  },
};

export const ArrowKeysMoveBetweenBoxes: Story = {
  args: { defaultValue: '1234' },
  play: async ({ canvasElement }) => {
    const inputs = boxes(canvasElement);
    await userEvent.click(inputs[1]!);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(inputs[0]).toHaveFocus();
    await userEvent.keyboard('{End}');
    // End goes to the first empty box, never past it.
    await expect(inputs[4]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(inputs[4]).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowRight}');
    await expect(inputs[1]).toHaveFocus();
    // Typing over a filled box replaces its digit.
    await userEvent.keyboard('8');
    await expect(valuesOf(inputs)).toBe('1|8|3|4||');
    await expect(inputs[2]).toHaveFocus();
  },
};

/** A control after the boxes, so a test can see where Tab goes when it leaves them. */
const withNextControl: Decorator = (Story) => (
  <div className="flex flex-col items-start gap-4">
    {Story()}
    <Button>Verify</Button>
  </div>
);

export const ClickPastTheDigitsLandsOnTheFirstEmptyBox: Story = {
  args: { defaultValue: '12' },
  decorators: [withNextControl],
  play: async ({ canvasElement }) => {
    const inputs = boxes(canvasElement);
    await userEvent.click(inputs[4]!);
    await expect(inputs[2]).toHaveFocus();
    // Tab from the first empty box leaves the group (WCAG 2.1.2: no keyboard trap)…
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Verify' })).toHaveFocus();
    // …and Shift+Tab comes back to it.
    await userEvent.tab({ shift: true });
    await expect(inputs[2]).toHaveFocus();
  },
};

export const TabMovesThroughTheDigitsAndLeaves: Story = {
  args: { defaultValue: '12' },
  decorators: [withNextControl],
  play: async ({ canvasElement }) => {
    const inputs = boxes(canvasElement);
    const verify = within(canvasElement).getByRole('button', { name: 'Verify' });
    // The filled boxes and the first empty one are in the tab order; the boxes after it are not.
    await expect(inputs.map((input) => input.tabIndex)).toEqual([0, 0, 0, -1, -1, -1]);
    await userEvent.tab();
    await expect(inputs[0]).toHaveFocus();
    await userEvent.tab();
    await expect(inputs[1]).toHaveFocus();
    await userEvent.tab();
    await expect(inputs[2]).toHaveFocus();
    await userEvent.tab();
    await expect(verify).toHaveFocus();
    // Typing moves the tab order along with the digits.
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('3');
    await expect(inputs[3]).toHaveFocus();
    await userEvent.tab();
    await expect(verify).toHaveFocus();
  },
};

export const TabLeavesACompleteCode: Story = {
  args: { defaultValue: '123456' },
  decorators: [withNextControl],
  play: async ({ canvasElement }) => {
    const inputs = boxes(canvasElement);
    await userEvent.click(inputs[5]!);
    await expect(inputs[5]).toHaveFocus();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Verify' })).toHaveFocus();
  },
};

export const FourDigits: Story = {
  args: { length: 4, label: 'Verification code', hint: 'Enter the 4-digit PIN.' },
  play: async ({ canvasElement, args }) => {
    const inputs = boxes(canvasElement, 4);
    await expect(inputs).toHaveLength(4);
    await userEvent.click(inputs[0]!);
    await userEvent.paste('9071');
    await expect(args.onComplete).toHaveBeenCalledWith('9071');
  },
};

export const Invalid: Story = {
  args: { defaultValue: '111111', error: 'That code is not right. Check the text message.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const inputs = boxes(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'That code is not right. Check the text message.',
    );
    for (const input of inputs) await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '12' },
  play: async ({ canvasElement }) => {
    for (const input of boxes(canvasElement)) await expect(input).toBeDisabled();
  },
};
