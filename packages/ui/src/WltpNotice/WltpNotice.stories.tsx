import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from '../testing/storyText.ts';
import { WltpNotice } from './WltpNotice.tsx';

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

/** A petrol car with a bad fuel label from the server (ignored). */
export const Petrol: Story = {
  args: { co2: 142, fuelLabel: 'Z<script>' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).not.toHaveTextContent('Z<script>');
  },
};
