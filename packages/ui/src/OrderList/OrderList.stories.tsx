import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { demoOrderList } from '@lease/api/testing';
import { phoneFrame } from '../storybook/phoneFrame.tsx';
import { storyText } from '../testing/storyText.ts';
import { OrderList } from './OrderList.tsx';

const meta = {
  title: 'Order/OrderList',
  component: OrderList,
  tags: ['autodocs'],
  args: {
    orders: demoOrderList,
    hrefOf: (order) => `/nl/horizon/order-status/${order.nBestelID}`,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The car on its way, alone (as a list, so no entry is assumed to be there). */
const carOrder = demoOrderList.filter((order) => order.nBestelID === 24017);

/** A card, a car on its way and a cancelled order, newest first, each opening its status page. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const car = canvas.getByRole('link', { name: 'Volkswagen ID.4 Pure 52 kWh 170 pk' });
    await expect(car).toHaveAttribute('href', '/nl/horizon/order-status/24017');
    await expect(items[1]).toHaveTextContent(text('orderList.number', { id: 24017 }));
    await expect(items[1]).toHaveTextContent(
      text('orderList.status', { status: text('timeline.status.levering_gepland') }),
    );
    await expect(items[2]).toHaveTextContent(text('timeline.status.geannuleerd'));
  },
};

/** An order without a vehicle name is called by its number. */
export const WithoutName: Story = {
  args: {
    orders: carOrder.map((order) => ({ ...order, cMerk: null, cModel: null, cUitvoering: null })),
  },
  play: async ({ canvas, globals }) => {
    const name = storyText(globals)('orderList.number', { id: 24017 });
    await expect(canvas.getByRole('link', { name })).toBeVisible();
  },
};

/** No orders yet. */
export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyText(globals)('orderList.empty'))).toBeVisible();
  },
};

/** Loading. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      storyText(globals)('orderList.loading'),
    );
  },
};

/** Loading failed. */
export const LoadError: Story = { args: { errorMessage: 'Your orders could not be loaded.' } };

/** On a phone: a long version name wraps, the price goes under it, nothing sticks out. */
export const Phone: Story = {
  args: {
    orders: carOrder.map((order) => ({
      ...order,
      cUitvoering: 'GTX Pure Performance 4MOTION 77 kWh 299 pk Launch Edition Business',
    })),
  },
  decorators: [phoneFrame()],
  play: async ({ canvas }) => {
    const frame = canvas.getByTestId('phone-frame');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
