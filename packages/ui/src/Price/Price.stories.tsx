import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from '../testing/storyText.ts';
import { Price } from './Price.tsx';

const NBSP = '\u00a0';

/**
 * Finds the price by its exact text, no-break space included (Testing Library's default
 * matching turns every whitespace into a plain space, which would hide a wrong space).
 */
const byExactText = (expected: string) => (_content: string, element: Element | null) =>
  element?.tagName === 'SPAN' && element.textContent === expected;

const meta = {
  title: 'Components/Price',
  component: Price,
  tags: ['autodocs'],
  args: { value: 1234, variant: 'h3' },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A whole number of euros ends in `,-`. */
export const Whole: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(byExactText(`€${NBSP}1.234,-`))).toBeVisible();
  },
};

/** Cents are always two digits. */
export const Cents: Story = {
  args: { value: 1234.5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(byExactText(`€${NBSP}1.234,50`))).toBeVisible();
  },
};

/** The minus sign goes where nl-NL puts it: after the euro sign. */
export const Negative: Story = {
  args: { value: -250.75 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(byExactText(`€${NBSP}-250,75`))).toBeVisible();
  },
};

/** Large amounts keep their group separators and never wrap. */
export const Large: Story = {
  args: { value: 1_234_567.89 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(byExactText(`€${NBSP}1.234.567,89`))).toBeVisible();
  },
};

/** A monthly amount in the interface language. */
export const PerMonth: Story = {
  args: { value: 489, period: 'month', variant: 'body1' },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(
      canvas.getByText(byExactText(text('price.perMonth', { price: `€${NBSP}489,-` }))),
    ).toBeVisible();
  },
};

/** A value that is not a number shows "no amount" rather than `NaN` or a false zero. */
export const NotANumber: Story = {
  args: { value: Number.NaN },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(byExactText(`€${NBSP}–`))).toBeVisible();
  },
};
