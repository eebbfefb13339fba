import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Button } from '../design-system/button/button';
import { PageHeader } from '../design-system/page-header/page-header';

const meta = {
  title: 'Design System/PageHeader',
  component: PageHeader,
  args: {
    title: 'Team members',
    description: '42 active · 3 invited',
    actions: (
      <>
        <Button variant="secondary">Import</Button>
        <Button>
          <Plus aria-hidden="true" />
          Add team member
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Team members' })).toBeVisible();
    await expect(canvas.getByText('42 active · 3 invited')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add team member' })).toBeVisible();
  },
};

export const TitleOnly: Story = {
  args: { description: undefined, actions: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Team members');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const ActionsWrapOnPhones: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1 });
    const action = canvas.getByRole('button', { name: 'Add team member' });
    await expect(action.getBoundingClientRect().top).toBeGreaterThan(
      heading.getBoundingClientRect().bottom,
    );
  },
};
