import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { demoBasket } from '@lease/api/testing';
import { formatPrice } from '../Price/formatPrice.ts';
import { storyText } from '../testing/storyText.ts';
import { BudgetMeter } from './BudgetMeter.tsx';

const meta = {
  title: 'Cart/BudgetMeter',
  component: BudgetMeter,
  tags: ['autodocs'],
  args: { budget: demoBasket.Budget ?? 0, used: demoBasket.cartTotal ?? 0 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BudgetMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** €689 of €900 used, €211 left. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const meter = canvas.getByRole('meter', { name: storyText(globals)('budget.label') });
    await expect(meter).toHaveAttribute('aria-valuenow', '689');
    await expect(meter).toHaveAttribute('aria-valuemin', '0');
    await expect(meter).toHaveAttribute('aria-valuemax', '900');
    await expect(meter).toHaveAttribute('aria-valuetext', expect.stringContaining('211'));
  },
};

/**
 * The server counts €150 left where budget − used would give €211: its figure is shown, and the
 * bar fills to budget − left (€750).
 */
export const ServerBudgetLeft: Story = {
  args: { left: 150 },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    const meter = canvas.getByRole('meter');
    await expect(meter).toHaveAttribute('aria-valuenow', '750');
    await expect(meter).toHaveAttribute(
      'aria-valuetext',
      text('budget.used', {
        used: formatPrice(750),
        budget: formatPrice(900),
        left: formatPrice(150),
      }),
    );
  },
};

/** Nothing in the basket yet. */
export const Empty: Story = { args: { used: 0 } };

/** Exactly on budget. */
export const Full: Story = { args: { used: 900 } };

/** Over budget: the bar is full and the text says by how much. */
export const OverBudget: Story = {
  args: { used: 1049.5 },
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter');
    await expect(meter).toHaveAttribute('aria-valuenow', '900');
    await expect(meter).toHaveAttribute('aria-valuetext', expect.stringContaining('149,50'));
  },
};

/** No budget set (0): any use is over. */
export const NoBudget: Story = { args: { budget: 0, used: 79 } };
