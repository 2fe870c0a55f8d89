import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { demoDealers } from '@lease/api/testing';
import { storyText } from '../testing/storyText.ts';
import { DealerSelect, type DealerSelectProps } from './DealerSelect.tsx';

function Stateful(props: DealerSelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <DealerSelect
      {...props}
      value={value}
      onChange={(dealer) => {
        props.onChange(dealer);
        setValue(dealer.nDealerID);
      }}
    />
  );
}

const meta = {
  title: 'Order/DealerSelect',
  component: DealerSelect,
  tags: ['autodocs'],
  args: { dealers: demoDealers, value: null, onChange: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DealerSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet. */
export const Default: Story = {};

/** Choosing a dealer shows its address and contact. */
export const Choose: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    await userEvent.click(canvas.getByRole('combobox', { name: new RegExp(text('dealer.label')) }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Pon Dealer Utrecht, Utrecht' }),
    );
    await expect(args.onChange).toHaveBeenCalledWith(demoDealers[0]);
    await expect(canvas.getByText(/Franciscusdreef 2/)).toBeVisible();
  },
};

/** Chosen. */
export const Chosen: Story = { args: { value: 801 } };

/** After an order attempt without a dealer: the field is marked invalid and says why. */
export const Required: Story = {
  args: { showErrors: true },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.getByText(text('dealer.required'))).toBeVisible();
    const combobox = canvas.getByRole('combobox', { name: new RegExp(text('dealer.label')) });
    await expect(combobox).toHaveAttribute('aria-invalid', 'true');
    await expect(combobox).toHaveAccessibleDescription(text('dealer.required'));
  },
};

/** Choosing a dealer after the failed attempt clears the error at once. */
export const RequiredThenChosen: Story = {
  args: { showErrors: true },
  play: async ({ canvas, userEvent, globals }) => {
    const text = storyText(globals);
    const combobox = canvas.getByRole('combobox', { name: new RegExp(text('dealer.label')) });
    await userEvent.click(combobox);
    await userEvent.click(
      await screen.findByRole('option', { name: 'Pon Dealer Utrecht, Utrecht' }),
    );
    await expect(canvas.queryByText(text('dealer.required'))).toBeNull();
    await expect(combobox).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** Loading the dealers. */
export const Loading: Story = { args: { dealers: [], loading: true } };

/** No dealer delivers this brand. */
export const Empty: Story = {
  args: { dealers: [] },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyText(globals)('dealer.empty'))).toBeVisible();
  },
};
