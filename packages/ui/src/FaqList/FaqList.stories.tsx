import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { demoFaq } from '@lease/api/testing';
import { storyText } from '../testing/storyText.ts';
import { FaqList } from './FaqList.tsx';

const meta = {
  title: 'Content/FaqList',
  component: FaqList,
  tags: ['autodocs'],
  args: { items: demoFaq },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FaqList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three questions, closed. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(3);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};

/** Opening a question shows its answer; the button says it is expanded. */
export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    const question = canvas.getByRole('button', { name: 'Waarom betaal ik een eigen bijdrage?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(
      canvas.getByRole('region', { name: 'Waarom betaal ik een eigen bijdrage?' }),
    ).toHaveTextContent('normbedrag');
  },
};

/** Markup in an answer is shown as text; line breaks are kept. */
export const PlainText: Story = {
  args: {
    items: [
      {
        nFAQID: 9,
        cVraag: 'Wat als <script>alert(1)</script> in een vraag staat?',
        cAntwoord: 'Dan ziet u het als tekst.\nOok <b>vet</b> blijft gewoon tekst.',
        nVolgorde: 1,
      },
    ],
  },
  play: async ({ canvas, userEvent, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(canvas.getByText(/<b>vet<\/b>/)).toBeVisible();
    await expect(canvasElement.querySelector('b, script')).toBeNull();
  },
};

/** Loading. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(storyText(globals)('faq.loading'));
  },
};

/** No questions. */
export const Empty: Story = { args: { items: [] } };

/** Loading failed. */
export const LoadError: Story = { args: { errorMessage: 'The questions could not be loaded.' } };
