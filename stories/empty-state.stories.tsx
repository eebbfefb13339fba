import type { Meta, StoryObj } from '@storybook/react-vite';
import { FolderKanban } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../design-system/button/button';
import { EmptyState } from '../design-system/empty-state/empty-state';

const createProject = fn();
const clearFilters = fn();

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
    await expect(
      canvas.getByText('Projects let your crews log time against a job site and cost codes.'),
    ).toBeVisible();
    // The icon is decoration: the title says what is missing.
    await expect(
      canvasElement.querySelector('svg')?.closest('[aria-hidden="true"]'),
    ).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Create a project' }));
    await expect(createProject).toHaveBeenCalledTimes(1);
  },
};

export const WithoutAction: Story = {
  args: { action: undefined, icon: undefined, title: 'No time cards this week' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No time cards this week')).toBeVisible();
    await expect(
      canvas.getByText('Projects let your crews log time against a job site and cost codes.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const WithRichDescriptionAndTwoActions: Story = {
  args: {
    title: 'No crews match these filters',
    description: (
      <>
        Try another site or <strong>clear the filters</strong> to see every crew.
      </>
    ),
    action: (
      <>
        <Button variant="secondary" onClick={clearFilters}>
          Clear filters
        </Button>
        <Button onClick={createProject}>Create a crew</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    clearFilters.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No crews match these filters')).toBeVisible();
    await expect(canvas.getByText(/Try another site or/)).toHaveTextContent(
      'Try another site or clear the filters to see every crew.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(clearFilters).toHaveBeenCalledTimes(1);
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
  },
};

export const TitleOnly: Story = {
  args: { title: 'Nothing scheduled', description: undefined, action: undefined, icon: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nothing scheduled')).toBeVisible();
    await expect(canvasElement.querySelector('svg')).toBeNull();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
