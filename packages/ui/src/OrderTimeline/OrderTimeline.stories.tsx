import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { demoOrder } from '@lease/api/testing';
import { storyText } from '../testing/storyText.ts';
import { OrderTimeline } from './OrderTimeline.tsx';

const meta = {
  title: 'Order/OrderTimeline',
  component: OrderTimeline,
  tags: ['autodocs'],
  args: { order: demoOrder },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Delivery planned: four steps passed, the current one marked, delivery to come. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    await expect(items[4]).toHaveAttribute('aria-current', 'step');
    await expect(items[4]).toHaveTextContent(text('timeline.status.levering_gepland'));
    await expect(items[5]).toHaveTextContent(text('timeline.upcoming'));
    const lastUpdated = text('timeline.lastUpdated', { date: '' }).trim();
    await expect(canvas.getByText((content) => content.startsWith(lastUpdated))).toBeVisible();
  },
};

/** Just received. */
export const Received: Story = {
  args: {
    order: {
      ...demoOrder,
      cStatus: 'ontvangen',
      Historie: demoOrder.Historie.slice(0, 1),
      dVerwachteLevering: null,
      dLaatstGewijzigd: demoOrder.dBesteldatum,
    },
  },
};

/** Delivered. */
export const Delivered: Story = {
  args: {
    order: {
      ...demoOrder,
      cStatus: 'geleverd',
      Historie: [
        ...demoOrder.Historie,
        {
          cStatus: 'geleverd',
          dDatum: '2026-05-19T10:00:00+02:00',
          cOpmerking: 'Afgeleverd bij kantoor Utrecht.',
        },
      ],
      dLaatstGewijzigd: '2026-05-19T10:00:00+02:00',
    },
  },
};

/** Cancelled after approval. */
export const Cancelled: Story = {
  args: {
    order: {
      ...demoOrder,
      cStatus: 'geannuleerd',
      Historie: [
        ...demoOrder.Historie.slice(0, 3),
        {
          cStatus: 'geannuleerd',
          dDatum: '2026-02-26T08:15:00+01:00',
          cOpmerking:
            'Geannuleerd op verzoek van de berijder, die een andere auto wil kiezen na wijziging van de leaseregeling.',
        },
      ],
    },
  },
  play: async ({ canvas, globals }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[3]).toHaveTextContent(storyText(globals)('timeline.status.geannuleerd'));
  },
};

/** No history yet. */
export const EmptyHistory: Story = {
  args: {
    order: { cStatus: 'ontvangen', Historie: [], dVerwachteLevering: null, dLaatstGewijzigd: null },
  },
};
