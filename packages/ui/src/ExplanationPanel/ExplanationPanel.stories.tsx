import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { demoConfiguratorDetail, demoConfiguratorDetailOverBudget } from '@lease/api/testing';
import { storyText } from '../testing/storyText.ts';
import { ExplanationPanel } from './ExplanationPanel.tsx';

const meta = {
  title: 'Configurator/ExplanationPanel',
  component: ExplanationPanel,
  tags: ['autodocs'],
  args: { explanation: demoConfiguratorDetail.UitlegPersoonlijkeKosten },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ExplanationPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ID.4 Pure at 49.5%: no own contribution, the net cost is all tax on the bijtelling. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.getByText(text('explanation.indicative'))).toBeVisible();
    const table = canvas.getByRole('table', { name: text('explanation.chartCaption') });
    await expect(table).toHaveTextContent('€ 358,88');
    await expect(canvas.getByRole('figure')).toBeVisible();
  },
};

/** Over the norm: €199 own contribution lowers the taxable bijtelling; two parts in the bar. */
export const WithOwnContribution: Story = {
  args: { explanation: demoConfiguratorDetailOverBudget.UitlegPersoonlijkeKosten },
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(3);
    await expect(canvas.getByRole('table')).toHaveTextContent('€ 199,-');
    await expect(canvas.getByRole('table')).toHaveTextContent('€ 504,65');
  },
};

/** Business only: no bijtelling; the net cost is the own contribution. */
export const BusinessOnly: Story = {
  args: {
    businessOnly: true,
    explanation: demoConfiguratorDetailOverBudget.UitlegPersoonlijkeKosten,
  },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyText(globals)('explanation.businessOnly'))).toBeVisible();
  },
};

/** First load. */
export const Loading: Story = {
  args: { explanation: null, loading: true },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      storyText(globals)('explanation.loading'),
    );
  },
};

/** The server sent no explanation. */
export const Unavailable: Story = {
  args: { explanation: null },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyText(globals)('explanation.unavailable'))).toBeVisible();
  },
};

/** Extremes: a €250,000 car with a €2,000 own contribution above the bijtelling. */
export const Extremes: Story = {
  args: {
    explanation: {
      nFiscaleWaarde: 250000,
      nBrutoFiscaleBijtelling: 4583.33,
      nBijtellingPercentage: 22,
      nBelastingPercentage: 49.5,
      nEigenbijdrage: 5000,
      nNettoKosten: 5000,
    },
  },
};
