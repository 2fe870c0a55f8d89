import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ToggleFilter, type ToggleFilterProps } from './ToggleFilter.tsx';

function Stateful(args: ToggleFilterProps) {
  const [checked, setChecked] = useState(args.checked);
  return (
    <ToggleFilter
      {...args}
      checked={checked}
      onChange={(next) => {
        setChecked(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Filters/ToggleFilter',
  component: ToggleFilter,
  tags: ['autodocs'],
  args: { label: 'Promotions only', checked: false, onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ToggleFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off. */
export const Default: Story = {};

/** Switching by pointer and by keyboard. */
export const Toggles: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Promotions only' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await expect(toggle).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

/** On, with an explanation tied to the switch. */
export const WithDescription: Story = {
  args: {
    checked: true,
    label: 'Electric and plug-in hybrid only',
    description:
      'Fully electric cars and plug-in hybrids with a WLTP electric range of at least 50 km.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toHaveAccessibleDescription(/WLTP/);
  },
};

/** Disabled. */
export const Disabled: Story = { args: { disabled: true } };
