import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { Review } from '@lease/api';
import { demoReviews } from '@lease/api/testing';
import { storyText } from '../testing/storyText.ts';
import { ReviewsList } from './ReviewsList.tsx';

function firstDemoReview(): Review {
  const [first] = demoReviews;
  if (!first) throw new Error('demoReviews has no review to build the stories from');
  return first;
}
const idReview = firstDemoReview();
const review = (overrides: Partial<Review>): Review => ({ ...idReview, ...overrides });

const meta = {
  title: 'Content/ReviewsList',
  component: ReviewsList,
  tags: ['autodocs'],
  args: { reviews: demoReviews },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A review with its source, date, score as text, summary and a link to the full review. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    const article = canvas.getByRole('article');
    await expect(
      canvas.getByRole('heading', { level: 3, name: idReview.cTitel }),
    ).toBeInTheDocument();
    await expect(article).toHaveTextContent('AutoWeek');
    const locale = typeof globals.locale === 'string' ? globals.locale : 'en';
    const score = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(7.8);
    await expect(article).toHaveTextContent(text('reviews.score', { score }));
    const link = canvas.getByRole('link', {
      name: text('reviews.readFullExternal', { title: idReview.cTitel }),
    });
    await expect(link).toHaveAttribute('href', 'https://www.autoweek.nl/');
    // External links open in the same tab, like any other link.
    await expect(link).not.toHaveAttribute('target');
  },
};

/** Several reviews, newest first; one without a date goes last. */
export const ManyReviews: Story = {
  args: {
    reviews: [
      review({ cTitel: 'Eerste rijtest', dDatum: '2025-06-02', nScore: 7 }),
      review({ cTitel: 'Zonder datum', dDatum: null, nScore: null }),
      review({ cTitel: 'Duurtest na 50.000 km', dDatum: '2026-03-10', nScore: 8.4 }),
      review({ cTitel: 'Vergelijkende test', cBron: 'Autovisie', dDatum: '2025-11-15' }),
    ],
  },
  play: async ({ canvas }) => {
    const titles = canvas.getAllByRole('heading').map((heading) => heading.textContent);
    await expect(titles).toEqual([
      'Duurtest na 50.000 km',
      'Vergelijkende test',
      'Eerste rijtest',
      'Zonder datum',
    ]);
  },
};

/** Only safe links are shown: `javascript:` and plain `http:` are left out. */
export const UnsafeLinks: Story = {
  args: {
    reviews: [
      review({ cTitel: 'Script', cURL: 'javascript:alert(1)' }),
      review({ cTitel: 'Onversleuteld', cURL: 'http://example.com/review' }),
      review({ cTitel: 'Veilig', cURL: 'https://www.autoweek.nl/review' }),
    ],
  },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAttribute('href', 'https://www.autoweek.nl/review');
  },
};

/** Markup from the server is shown as text and never interpreted. */
export const WithMarkup: Story = {
  args: {
    reviews: [
      review({
        cTitel: '<b>Vet</b>',
        cSamenvatting: 'Prima auto <img src=x onerror="alert(1)">',
        cURL: null,
      }),
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('article')).toHaveTextContent('<img src=x onerror="alert(1)">');
    await expect(canvasElement.querySelector('img, b')).toBeNull();
  },
};

/** Loading: skeletons and a status text. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      storyText(globals)('reviews.loading'),
    );
  },
};

/** No reviews for this model. */
export const Empty: Story = {
  args: { reviews: [] },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyText(globals)('reviews.empty'))).toBeVisible();
  },
};

/** Loading failed: the message and a button that loads again. */
export const LoadError: Story = {
  args: { errorMessage: 'The reviews could not be loaded.', onRetry: fn() },
  play: async ({ canvas, userEvent, args, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The reviews could not be loaded.');
    await userEvent.click(
      canvas.getByRole('button', { name: storyText(globals)('reviews.retry') }),
    );
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A long title, source and summary wrap; no link, source or score. */
export const LongText: Story = {
  args: {
    reviews: [
      review({
        cTitel:
          'Uitgebreide praktijktest van de Volkswagen ID.4 Pure Performance met warmtepomp in de winter',
        cBron: 'Het Onafhankelijke Tijdschrift voor Elektrisch Rijden en Duurzame Mobiliteit',
        nScore: null,
        cURL: null,
        cSamenvatting:
          'De ID.4 rijdt comfortabel en stil.\n\nIn de winter daalt de actieradius merkbaar; de warmtepomp helpt. '.repeat(
            4,
          ),
      }),
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('article')).toHaveTextContent('warmtepomp helpt');
  },
};
