import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { controlled } from '../storybook/controlled.tsx';
import { storyText } from '../testing/storyText.ts';
import { PageSizeSwitch } from './PageSizeSwitch.tsx';

const Stateful = controlled(PageSizeSwitch);

const meta = {
  title: 'Search/PageSizeSwitch',
  component: PageSizeSwitch,
  tags: ['autodocs'],
  args: { value: 3, onChange: () => undefined },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof PageSizeSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's default of 3 chosen. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    const group = canvas.getByRole('group', { name: text('pageSizeSwitch.label') });
    await expect(group).toBeVisible();
    // The numbers are explained on screen, not only to a screen reader.
    await expect(canvas.getByText(text('pageSizeSwitch.label'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: '3' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Picking 24 by keyboard; pressing the chosen size again keeps it. */
export const Switches: Story = {
  play: async ({ canvas, userEvent }) => {
    const largest = canvas.getByRole('button', { name: '24' });
    largest.focus();
    await userEvent.keyboard('{Enter}');
    await expect(largest).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(largest);
    await expect(largest).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: '3' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};
