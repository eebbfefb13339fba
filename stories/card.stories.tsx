import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../design-system/button/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../design-system/card/card';

const meta = {
  title: 'Design System/Card',
  component: Card,
  render: (args) => (
    <Card {...args} className="max-w-md">
      <CardHeader>
        <CardTitle>North Yard crew</CardTitle>
        <CardDescription>12 team members · Foreman Dana Ortiz</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm text-text">
          Clock-ins today: 11 of 12. Overtime this week: 6 h 30 m across 3 people.
        </p>
      </CardContent>
      <CardFooter>
        <Button variant="secondary">View time cards</Button>
        <Button>Approve week</Button>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'North Yard crew' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Approve week' })).toBeEnabled();
  },
};

export const TitleLevelFollowsThePage: Story = {
  render: (args) => (
    <Card {...args} className="max-w-md">
      <CardHeader className="pb-5">
        <CardTitle as="h3">Pay schedule</CardTitle>
        <CardDescription>Weekly, ending Sunday.</CardDescription>
      </CardHeader>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 3, name: 'Pay schedule' }),
    ).toBeVisible();
  },
};
