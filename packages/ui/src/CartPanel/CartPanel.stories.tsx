import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { ShoppingCart } from '@lease/api';
import { demoBasket, demoBasketItem, demoEmptyBasket, demoNewBikeItem } from '@lease/api/testing';
import { storyText } from '../testing/storyText.ts';
import { CartPanel, type CartPanelProps } from './CartPanel.tsx';

function Stateful(props: CartPanelProps) {
  const [cart, setCart] = useState<ShoppingCart | null>(props.cart);
  return (
    <CartPanel
      {...props}
      cart={cart}
      onRemove={(item) => {
        props.onRemove(item);
        setCart((c) =>
          c
            ? {
                ...c,
                Items: c.Items.filter((i) => i !== item),
                cartTotal: (c.cartTotal ?? 0) - (item.SelectedItem.nLeaseprijs ?? 0),
                BudgetLeft: (c.BudgetLeft ?? 0) + (item.SelectedItem.nLeaseprijs ?? 0),
              }
            : c,
        );
      }}
    />
  );
}

const meta = {
  title: 'Cart/CartPanel',
  component: CartPanel,
  tags: ['autodocs'],
  args: { cart: demoBasket, orderRequirementMet: true, onRemove: fn(), onOrder: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CartPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The container driver's basket: the ID.4 within a €900 budget, a bike and a card on offer. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuenow', '689');
    await expect(canvas.getByRole('status')).toHaveTextContent(text('cart.ready'));
    await userEvent.click(canvas.getByRole('button', { name: text('cart.order') }));
    await expect(args.onOrder).toHaveBeenCalledOnce();
  },
};

/** Removing the car empties the basket. */
export const RemoveItem: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    await userEvent.click(
      canvas.getByRole('button', {
        name: text('chosen.remove', { name: 'Volkswagen ID.4 Pure 52 kWh 170 pk' }),
      }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith(demoBasketItem);
    await expect(canvas.getByText(text('cart.empty'))).toBeVisible();
  },
};

/** The order requirement is not met: no order button, a warning says why. */
export const RequirementNotMet: Story = {
  args: { orderRequirementMet: false },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(text('cart.requirementNotMet'));
    await expect(canvas.queryByRole('button', { name: text('cart.order') })).toBeNull();
  },
};

/** Car and bike over budget. */
export const OverBudget: Story = {
  args: {
    cart: {
      ...demoBasket,
      Items: [
        demoBasketItem,
        { ...demoNewBikeItem, Id: 'bike-1' },
        {
          ...demoBasketItem,
          Id: 'car-2',
          SelectedItem: {
            ...demoBasketItem.SelectedItem,
            cOmschrijving: 'Tesla Model Y Long Range AWD met trekhaak en panoramadak in Ultra Red',
            nLeaseprijs: 1099,
          },
        },
      ],
      cartTotal: 1867,
      BudgetLeft: -967,
    },
  },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyText(globals)('cart.overBudget'))).toBeVisible();
  },
};

/** An item is being removed. */
export const Removing: Story = { args: { removingId: demoBasketItem.Id } };

/** An empty basket. */
export const Empty: Story = {
  args: { cart: demoEmptyBasket, orderRequirementMet: false },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyText(globals)('cart.empty'))).toBeVisible();
  },
};

/** Loading. */
export const Loading: Story = {
  args: { cart: null, loading: true },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(storyText(globals)('cart.loading'));
  },
};

/** Saving failed. */
export const SaveError: Story = {
  args: { errorMessage: 'The basket was changed elsewhere. Reload to see the latest version.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};
