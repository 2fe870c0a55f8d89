import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatPrice } from '../Price/formatPrice.ts';
import { overflowsSideways, phoneFrame } from '../storybook/phoneFrame.tsx';
import { storyText } from '../testing/storyText.ts';
import { OptionAmounts } from './OptionAmounts.tsx';

const meta = {
  title: 'Configurator/OptionAmounts',
  component: OptionAmounts,
  tags: ['autodocs'],
  args: { options: 1250, accessories: 1800 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OptionAmounts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The amounts of a calculation: each with its label, as the calculation has them. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    const section = canvas.getByRole('region', { name: text('optionAmounts.heading') });
    const terms = within(section).getAllByRole('term');
    const amounts = within(section).getAllByRole('definition');
    await expect(terms.map((term) => term.textContent)).toEqual([
      text('optionAmounts.options'),
      text('optionAmounts.accessories'),
    ]);
    await expect(amounts.map((amount) => amount.textContent)).toEqual([
      '€\u00a01.250,-',
      '€\u00a01.800,-',
    ]);
    await expect(section).toHaveTextContent(text('optionAmounts.note'));
  },
};

/** Nothing chosen: the amounts are there, as zero. */
export const NothingChosen: Story = {
  args: { options: 0, accessories: 0 },
  play: async ({ canvas }) => {
    const amounts = canvas.getAllByRole('definition');
    await expect(amounts.map((amount) => amount.textContent)).toEqual(['€\u00a00,-', '€\u00a00,-']);
  },
};

/**
 * Long texts: German labels and five-figure amounts with cents, in a column as narrow as a
 * phone. Labels wrap; an amount moves under its label rather than being cut off.
 */
export const LongTexts: Story = {
  args: { options: 24_999.95, accessories: 12_345.67 },
  globals: { locale: 'de' },
  decorators: [phoneFrame()],
  play: async ({ canvas }) => {
    const [options] = canvas.getAllByRole('definition');
    await expect(options?.textContent).toBe(formatPrice(24_999.95));
    await expect(overflowsSideways(canvas.getByTestId('phone-frame'))).toBe(false);
  },
};
