import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from '../testing/storyText.ts';
import { QuoteList } from './QuoteList.tsx';
import { demoQuoteList } from '@lease/api/testing';

const meta = {
  title: 'Quote/QuoteList',
  component: QuoteList,
  tags: ['autodocs'],
  args: {
    quotes: demoQuoteList,
    hrefOf: (quote) => `/nl/horizon/quotes/${quote.nOfferteID}`,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QuoteList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two quotes: each links to its page and says until when it holds, or that it has expired. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(
      canvas.getByRole('link', { name: 'Volkswagen ID.4 Pure 52 kWh 170 pk' }),
    ).toHaveAttribute('href', '/nl/horizon/quotes/42');
    const expired = canvas
      .getByRole('link', { name: 'Volkswagen ID.4 Pro 77 kWh 286 pk' })
      .closest('li');
    await expect(expired).toHaveTextContent(text('quote.title', { number: 'OF-2026-000017' }));
    const locale = typeof globals.locale === 'string' ? globals.locale : 'en';
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date('2026-10-01'),
    );
    await expect(expired).toHaveTextContent(text('quote.list.expired', { date }));
  },
};

/** No quotes yet: where to make one. */
export const Empty: Story = {
  args: { quotes: [] },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.getByText(text('quote.list.empty'))).toBeVisible();
  },
};
