import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { controlled } from '../storybook/controlled.tsx';
import { storyText } from '../testing/storyText.ts';
import { RangeFilter } from './RangeFilter.tsx';

const Stateful = controlled(RangeFilter);

const meta = {
  title: 'Filters/RangeFilter',
  component: RangeFilter,
  tags: ['autodocs'],
  args: {
    label: 'Power',
    value: { min: null, max: null },
    onChange: fn(),
    unit: 'kW',
    bounds: { min: 0, max: 1000 },
  },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RangeFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both limits, empty. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.getByRole('group', { name: 'Power' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: text('filter.from') })).toHaveValue('');
  },
};

/** Filled in: the range is reported when a field is left. */
export const Commits: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    await userEvent.type(canvas.getByRole('textbox', { name: text('filter.from') }), '100');
    await userEvent.type(canvas.getByRole('textbox', { name: text('filter.to') }), '250{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ min: 100, max: 250 });
  },
};

/** Only an upper limit, with the unit before the number (maximum lease price). */
export const UpperOnly: Story = {
  args: {
    label: 'Lease price',
    sides: 'max',
    unit: '€',
    unitBefore: true,
    value: { min: null, max: 750 },
  },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.queryByRole('textbox', { name: text('filter.from') })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: text('filter.to') })).toHaveValue('750');
  },
};

/** Not a number: the message is tied to the field and nothing is reported. */
export const NotANumber: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    const from = canvas.getByRole('textbox', { name: text('filter.from') });
    await userEvent.type(from, 'veel');
    await userEvent.tab();
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expect(from).toHaveAccessibleDescription(text('filter.notANumber'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Outside the bounds. */
export const AboveMaximum: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    const to = canvas.getByRole('textbox', { name: text('filter.to') });
    await userEvent.type(to, '5000{Enter}');
    await expect(to).toHaveAccessibleDescription(text('filter.aboveMaximum', { max: 1000 }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The lower limit above the upper one. */
export const MinAboveMax: Story = {
  args: { value: { min: 300, max: null } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    const to = canvas.getByRole('textbox', { name: text('filter.to') });
    await userEvent.type(to, '100');
    await userEvent.tab();
    await expect(to).toHaveAccessibleDescription(text('filter.minAboveMax'));
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.clear(to);
    await userEvent.type(to, '400');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith({ min: 300, max: 400 });
    await expect(to).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** Disabled. */
export const Disabled: Story = { args: { disabled: true, value: { min: 50, max: 150 } } };

/**
 * The car filter's rule (spec point 9): a limit of 0 is no limit. It shows as an empty field
 * with a hint, never as "at most 0"; a field emptied, or set to 0, reports 0.
 */
export const ZeroIsNoLimit: Story = {
  args: { zeroMeansNoLimit: true, value: { min: 0, max: 0 } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    const from = canvas.getByRole('textbox', { name: text('filter.from') });
    const to = canvas.getByRole('textbox', { name: text('filter.to') });
    await expect(from).toHaveValue('');
    await expect(from).toHaveAttribute('placeholder', text('filter.noMinimum'));
    await expect(to).toHaveValue('');
    await expect(to).toHaveAttribute('placeholder', text('filter.noMaximum'));
    await userEvent.type(from, '100');
    await userEvent.type(to, '250{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ min: 100, max: 250 });
    await userEvent.clear(to);
    await userEvent.type(to, '{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ min: 100, max: 0 });
    // A typed 0 is no limit as well: no "lower above upper" message, and the field shows empty.
    await userEvent.type(to, '0{Enter}');
    await expect(to).toHaveValue('');
    await expect(to).toHaveAccessibleDescription('');
  },
};
