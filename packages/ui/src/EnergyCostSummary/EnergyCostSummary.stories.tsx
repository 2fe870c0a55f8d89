import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { phoneFrame } from '../storybook/phoneFrame.tsx';
import { storyText } from '../testing/storyText.ts';
import { EnergyCostSummary } from './EnergyCostSummary.tsx';

const meta = {
  title: 'Configurator/EnergyCostSummary',
  component: EnergyCostSummary,
  tags: ['autodocs'],
  args: {
    leasePrice: 612.45,
    energyCost: 198.13,
    kmPerYear: 30_000,
    consumption: { fuel: 6.1, fuelUnit: 'l' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EnergyCostSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The story's number format (the `locale` global, else English). */
const numberIn = (globals: Record<string, unknown>) =>
  new Intl.NumberFormat(typeof globals.locale === 'string' ? globals.locale : 'en').format;

/** A petrol car at 30,000 km a year: lease, energy and both together, with its consumption. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    const number = numberIn(globals);
    const region = canvas.getByRole('region', { name: text('energy.heading') });
    await expect(region).toHaveTextContent(text('energy.energy', { km: number(30_000) }));
    await expect(region).toHaveTextContent(
      text('energy.consumptionLitre', { amount: number(6.1) }),
    );
    await expect(region).toHaveTextContent('810,58');
    await expect(region).toHaveTextContent(text('energy.disclaimer'));
  },
};

/** An electric car on a norm that counts lease and energy together. */
export const TotalCostBudget: Story = {
  args: {
    leasePrice: 545.9,
    energyCost: 110.25,
    consumption: { electricity: 14.7 },
    totalCostBudget: true,
  },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.getByText(text('energy.totalCostBudget'))).toBeVisible();
    await expect(canvas.getByText(text('energy.consumptionKwh', { amount: '14.7' }))).toBeVisible();
  },
};

/** A plug-in hybrid pays for electricity and fuel: both consumptions are named. */
export const PlugInHybrid: Story = {
  args: { energyCost: 131.9, consumption: { electricity: 8.8, fuel: 1.4, fuelUnit: 'l' } },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    const number = numberIn(globals);
    await expect(
      canvas.getByText(
        `${text('energy.consumptionKwh', { amount: number(8.8) })} · ${text('energy.consumptionLitre', { amount: number(1.4) })}`,
      ),
    ).toBeVisible();
  },
};

/** On a phone, in German: the amounts move under their labels, nothing sticks out. */
export const Phone: Story = {
  globals: { locale: 'de' },
  decorators: [phoneFrame()],
  play: async ({ canvas }) => {
    const frame = canvas.getByTestId('phone-frame');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
