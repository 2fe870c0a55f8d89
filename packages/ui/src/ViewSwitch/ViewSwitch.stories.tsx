import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { controlled } from '../storybook/controlled.tsx';
import { storyText } from '../testing/storyText.ts';
import { ViewSwitch } from './ViewSwitch.tsx';

const Stateful = controlled(ViewSwitch);

const meta = {
  title: 'Search/ViewSwitch',
  component: ViewSwitch,
  tags: ['autodocs'],
  args: { value: 'card', onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ViewSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cards chosen. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.getByRole('group', { name: text('viewSwitch.label') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('viewSwitch.card') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** List chosen. */
export const List: Story = { args: { value: 'list' } };

/** Switching by pointer and by keyboard; pressing the chosen view again keeps it. */
export const Switches: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    const cards = canvas.getByRole('button', { name: text('viewSwitch.card') });
    const list = canvas.getByRole('button', { name: text('viewSwitch.list') });
    await userEvent.click(list);
    await expect(args.onChange).toHaveBeenLastCalledWith('list');
    await expect(list).toHaveAttribute('aria-pressed', 'true');
    await expect(cards).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(list);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    cards.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('card');
    await expect(cards).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Disabled while the list loads. */
export const Disabled: Story = { args: { disabled: true } };
