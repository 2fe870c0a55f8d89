import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { demoOrder } from '@lease/api/testing';
import { storyText } from '../testing/storyText.ts';
import { OrderTimeline } from './OrderTimeline.tsx';
import { phoneFrame } from '../storybook/phoneFrame.tsx';

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

/** No history yet: the order is received, every later step still to come, no dates at all. */
export const EmptyHistory: Story = {
  args: {
    order: { cStatus: 'ontvangen', Historie: [], dVerwachteLevering: null, dLaatstGewijzigd: null },
  },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    const [received, ...later] = canvas.getAllByRole('listitem');
    await expect(received).toHaveAttribute('aria-current', 'step');
    await expect(received).toHaveTextContent(
      `${text('timeline.status.ontvangen')} ${text('timeline.current')}`,
    );
    await expect(later).toHaveLength(5);
    for (const step of later) await expect(step).toHaveTextContent(text('timeline.upcoming'));
    const lastUpdated = text('timeline.lastUpdated', { date: '' }).trim();
    await expect(canvas.queryByText((content) => content.startsWith(lastUpdated))).toBeNull();
  },
};

/** A remark that is far longer than the dealer's usual one, and a link without spaces in it. */
const LONG_REMARK =
  'Besteld bij Pon Dealer Utrecht. De dealer bevestigt de levering zodra de fabriek de productieweek heeft vastgesteld; door de grote vraag naar deze uitvoering kan dat enkele weken duren. Volg de bestelling op https://dealer.example/bestellingen/2026/PON-UTR-0000458812-ID4-PURE-52KWH-170PK.';

/**
 * Long remarks on a phone (320 px less the page's padding): they wrap, the link breaks inside
 * itself, and nothing sticks out of the timeline.
 */
export const LongRemarks: Story = {
  args: {
    order: {
      ...demoOrder,
      Historie: demoOrder.Historie.map((entry) =>
        entry.cStatus === 'besteld' ? { ...entry, cOpmerking: LONG_REMARK } : entry,
      ),
    },
  },
  decorators: [phoneFrame()],
  play: async ({ canvas }) => {
    await expect(canvas.getByText(LONG_REMARK)).toBeVisible();
    const frame = canvas.getByTestId('phone-frame');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
