import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { demoNews } from '@lease/api/testing';
import { storyText } from '../testing/storyText.ts';
import { NewsList } from './NewsList.tsx';

const withLink = (cLinkURL: string) =>
  [...demoNews.Nieuwsberichten, ...demoNews.AutoNieuws].map((item) => ({ ...item, cLinkURL }));

const meta = {
  title: 'Content/NewsList',
  component: NewsList,
  tags: ['autodocs'],
  args: { items: [...demoNews.Nieuwsberichten, ...demoNews.AutoNieuws] },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NewsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** General and model news, newest first. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const articles = canvas.getAllByRole('article');
    await expect(articles).toHaveLength(2);
    await expect(articles[0]).toHaveTextContent('levertijd verkort');
  },
};

/** A message with a link; an unsafe link is left out. */
export const WithLinks: Story = {
  args: {
    items: [
      ...withLink('https://www.belastingdienst.nl/').slice(0, 1),
      ...withLink('javascript:alert(1)').slice(1),
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

/** Loading. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(storyText(globals)('news.loading'));
  },
};

/** No news. */
export const Empty: Story = { args: { items: [] } };

/** Loading failed. */
export const LoadError: Story = { args: { errorMessage: 'The news could not be loaded.' } };

/** A long message without a date. */
export const LongText: Story = {
  args: {
    items: [
      {
        nNieuwsID: 7,
        cTitel:
          'Wijzigingen in de leaseregeling per 1 januari 2027 voor alle medewerkers in schaal 9 tot en met 11',
        cTekst:
          'Per 1 januari 2027 wijzigt de normleaseprijs.\n\nDe nieuwe bedragen vindt u in de regeling. '.repeat(
            4,
          ),
        dDatum: null,
      },
    ],
  },
};
