import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from '../testing/storyText.ts';
import { WltpNotice } from './WltpNotice.tsx';
import { phoneFrame } from '../storybook/phoneFrame.tsx';

const meta = {
  title: 'Configurator/WltpNotice',
  component: WltpNotice,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WltpNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The notice alone. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.getByRole('note', { name: text('wltp.title') })).toHaveTextContent(
      text('wltp.text'),
    );
  },
};

/** An electric car: 0 g/km, its range and label A. */
export const Electric: Story = {
  args: { co2: 0, rangeKm: 517, fuelLabel: 'a' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('517 km');
  },
};

/**
 * A chosen option changes the WLTP values (wider wheels): the car's figures, said to be those of
 * the version as standard, before the general notice.
 */
export const ChangedByOptions: Story = {
  args: { co2: 0, rangeKm: 517, fuelLabel: 'A', changedByOptions: true },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    const note = canvas.getByRole('note', { name: text('wltp.title') });
    await expect(note).toHaveTextContent(`${text('wltp.changedByOptions')} ${text('wltp.text')}`);
    await expect(note).toHaveTextContent(text('wltp.range', { value: 517 }));
  },
};

/** A petrol car with a bad fuel label from the server (ignored). */
export const Petrol: Story = {
  args: { co2: 142, fuelLabel: 'Z<script>' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).not.toHaveTextContent('Z<script>');
  },
};

/**
 * Long texts: Dutch, whose notice is the longest, with every figure at four digits, in a column
 * as narrow as a phone (320 px less the page's padding). Everything wraps inside the notice.
 */
export const LongTexts: Story = {
  args: { co2: 1234, rangeKm: 1012, fuelLabel: 'g' },
  globals: { locale: 'nl' },
  decorators: [phoneFrame()],
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    // Thousands grouped as the language groups them (1.234 in Dutch, 1,234 in English).
    const number = (value: number) => value.toLocaleString(String(globals.locale));
    const note = canvas.getByRole('note', { name: text('wltp.title') });
    await expect(note).toHaveTextContent(text('wltp.co2', { value: number(1234) }));
    await expect(note).toHaveTextContent(text('wltp.range', { value: number(1012) }));
    await expect(note).toHaveTextContent(text('wltp.fuelLabel', { label: 'G' }));
    await expect(note).toHaveTextContent(text('wltp.text'));
    const frame = canvas.getByTestId('phone-frame');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};

/** Figures that are not numbers (NaN, infinity) or no label at all: the notice shows none. */
export const UnusableFigures: Story = {
  args: { co2: Number.NaN, rangeKm: Number.POSITIVE_INFINITY, fuelLabel: '  ' },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    const note = canvas.getByRole('note', { name: text('wltp.title') });
    // The title and the explanation, nothing between them.
    await expect(note.textContent).toBe(`${text('wltp.title')}${text('wltp.text')}`);
  },
};
