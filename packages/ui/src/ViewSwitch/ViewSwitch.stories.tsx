import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { controlled } from '../storybook/controlled.tsx';
import { storyText } from '../testing/storyText.ts';
import { ViewSwitch } from './ViewSwitch.tsx';
import { phoneFrame } from '../storybook/phoneFrame.tsx';

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

/**
 * Long texts: Dutch, whose labels are the longest, in a column as narrow as a phone (320 px less
 * the page's padding). The switch fits and still works by keyboard.
 */
export const LongTexts: Story = {
  globals: { locale: 'nl' },
  decorators: [phoneFrame()],
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    const frame = canvas.getByTestId('phone-frame');
    const overflows = () => frame.scrollWidth > frame.clientWidth;
    await expect(overflows()).toBe(false);
    const cards = canvas.getByRole('button', { name: text('viewSwitch.card') });
    const list = canvas.getByRole('button', { name: text('viewSwitch.list') });
    // One tab stop for the group (the pressed view); the arrows move between the views.
    await userEvent.tab();
    await expect(cards).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(list).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith('list');
    await expect(list).toHaveAttribute('aria-pressed', 'true');
    await expect(overflows()).toBe(false);
  },
};
