import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyText } from '../testing/storyText.ts';
import { TextSearch } from './TextSearch.tsx';

const meta = {
  title: 'Filters/TextSearch',
  component: TextSearch,
  tags: ['autodocs'],
  args: { value: '', onSearch: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty; what can be searched is said under the field, whole, and describes it. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.getByRole('search', { name: text('filter.searchLabel') })).toBeVisible();
    await expect(canvas.getByRole('searchbox')).toHaveAccessibleDescription(
      text('filter.searchHint'),
    );
  },
};

/** In the calculator's filter column (300 px, with the button beside it): the hint wraps. */
export const InTheFilterColumn: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 300 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    const hint = canvas.getByText(text('filter.searchHint'));
    await expect(hint).toBeVisible();
    // Nothing of it is cut off: the whole text fits within its own box.
    await expect(hint.scrollWidth).toBeLessThanOrEqual(hint.clientWidth);
  },
};

/** Enter searches with the trimmed text; the button does too. */
export const Searches: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    const field = canvas.getByRole('searchbox', { name: text('filter.searchLabel') });
    await userEvent.type(field, '  id.4 pro {Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('id.4 pro');
    await userEvent.click(canvas.getByRole('button', { name: text('filter.search') }));
    await expect(args.onSearch).toHaveBeenCalledTimes(2);
  },
};

/** A search in place can be cleared with the button. */
export const Clear: Story = {
  args: { value: 'Tesla' },
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    await userEvent.click(canvas.getByRole('button', { name: text('filter.clearSearch') }));
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
  },
};

/** At most 200 characters. */
export const LongText: Story = {
  args: { value: 'Volkswagen ID.4 Pro 77 kWh 286 pk automaat Business Edition Plus met trekhaak' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox')).toHaveAttribute('maxlength', '200');
  },
};

/** Disabled. */
export const Disabled: Story = { args: { disabled: true, value: 'Kia' } };
