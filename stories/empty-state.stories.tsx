import type { Meta, StoryObj } from '@storybook/react-vite';
import { FolderKanban } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../design-system/button/button';
import { EmptyState } from '../design-system/empty-state/empty-state';

const createProject = fn();

const meta = {
  title: 'Design System/EmptyState',
  component: EmptyState,
  args: {
    title: 'No projects yet',
    description: 'Projects let your crews log time against a job site and cost codes.',
    icon: <FolderKanban />,
    action: <Button onClick={createProject}>Create a project</Button>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    createProject.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No projects yet')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create a project' }));
    await expect(createProject).toHaveBeenCalledTimes(1);
  },
};

export const WithoutAction: Story = {
  args: { action: undefined, icon: undefined, title: 'No time cards this week' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No time cards this week')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
