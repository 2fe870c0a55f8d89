import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { phoneFrame } from '../storybook/phoneFrame.tsx';
import { storyText } from '../testing/storyText.ts';
import { QuoteDocument } from './QuoteDocument.tsx';
import { demoExpiredQuote, demoQuote } from '@lease/api/testing';

const meta = {
  title: 'Quote/QuoteDocument',
  component: QuoteDocument,
  tags: ['autodocs'],
  args: {
    quote: demoQuote,
    pdfHref: '/nl/horizon/quotes/42/pdf',
    recalculateHref: '/nl/horizon/configurator/1001?options=812,907',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QuoteDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A quote that holds: number, dates, the car, every choice and the monthly figures. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: text('quote.title', { number: 'OF-2026-000042' }),
      }),
    ).toBeVisible();
    await expect(canvas.getByText('Kings Red metallic')).toBeVisible();
    await expect(canvas.getByText('Dakdragers')).toBeVisible();
    await expect(canvas.getByText('Vervangend vervoer')).toBeVisible();
    await expect(canvas.getByText(text('quote.netCost')).closest('div')).toHaveTextContent(
      '358,88',
    );
    await expect(canvas.getByRole('link', { name: text('quote.download') })).toHaveAttribute(
      'href',
      '/nl/horizon/quotes/42/pdf',
    );
    await expect(canvas.queryByText(text('quote.expired.heading'))).toBeNull();
  },
};

/** Past its date: it says so first, and offers the same car at today's prices. */
export const Expired: Story = {
  args: { quote: demoExpiredQuote },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(
      canvas.getByRole('heading', { name: text('quote.expired.heading') }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: text('quote.recalculate') })).toHaveAttribute(
      'href',
      '/nl/horizon/configurator/1001?options=812,907',
    );
    await expect(canvas.getByText(text('quote.options.none'))).toBeVisible();
  },
};

/** On a phone, in German: the figures move under their labels, nothing sticks out. */
export const Phone: Story = {
  globals: { locale: 'de' },
  decorators: [phoneFrame()],
  play: async ({ canvas }) => {
    const frame = canvas.getByTestId('phone-frame');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
