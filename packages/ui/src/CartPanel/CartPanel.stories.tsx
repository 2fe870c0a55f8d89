import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { ShoppingCart } from '@lease/api';
import { demoBasket, demoBasketItem, demoEmptyBasket, demoNewBikeItem } from '@lease/api/testing';
import { formatPrice } from '../Price/formatPrice.ts';
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

/**
 * The container driver's basket: the ID.4 within a €900 budget, with its net monthly cost under
 * its lease price; a bike and a card on offer.
 */
export const Default: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuenow', '689');
    // The net cost under the lease price: the amount itself, in whatever words the language uses.
    await expect(canvas.getByText(/212,40/)).toBeVisible();
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

/**
 * The server counts €150 left (say, a private contribution on top of the €689 lease price)
 * where budget − total would give €211: the panel and the meter both show the server's figure.
 */
export const ServerBudgetLeft: Story = {
  args: { cart: { ...demoBasket, BudgetLeft: 150 } },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    const left = formatPrice(150);
    const leftInPanel = canvas.getByText(text('cart.budgetLeft'), { selector: 'dt' });
    // Compared as is: toHaveTextContent would fold the price's no-break space.
    await expect(leftInPanel.nextElementSibling?.textContent).toBe(
      text('price.perMonth', { price: left }),
    );
    const meter = canvas.getByRole('meter');
    await expect(meter).toHaveAttribute('aria-valuenow', '750');
    await expect(meter).toHaveAttribute(
      'aria-valuetext',
      text('budget.used', { used: formatPrice(750), budget: formatPrice(900), left }),
    );
  },
};

/** Products without a name of their own are named after their type, in the interface language. */
export const ProductTypeNames: Story = {
  args: {
    cart: {
      ...demoBasket,
      MobilityProducts: [
        { Id: 11, DataObject: { object_id: 11, type: 'Car' }, cNaam: null, Arrangement: null },
        { Id: 12, DataObject: { object_id: 12, type: 'BIKE' }, cNaam: ' ', Arrangement: null },
        { Id: 13, DataObject: { object_id: 13, type: 'card' }, cNaam: null, Arrangement: null },
        { Id: 14, DataObject: { object_id: 14, type: 'scooter' }, cNaam: null, Arrangement: null },
      ],
    },
  },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    for (const id of [
      'cart.productType.car',
      'cart.productType.bike',
      'cart.productType.card',
      'cart.productType.other',
    ] as const) {
      await expect(canvas.getByText(text(id))).toBeVisible();
    }
    // The raw object types are codes, never shown as names.
    await expect(canvas.queryByText('scooter')).toBeNull();
    await expect(canvas.queryByText('BIKE')).toBeNull();
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
