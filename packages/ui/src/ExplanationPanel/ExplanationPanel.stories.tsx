import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { PersonalCostExplanation } from '@lease/api';
import { demoConfiguratorDetail, demoConfiguratorDetailOverBudget } from '@lease/api/testing';
import { overflowsSideways, phoneFrame } from '../storybook/phoneFrame.tsx';
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

/** A €250,000 car whose own contribution is above the bijtelling: the widest amounts. */
const extremes: PersonalCostExplanation = {
  nFiscaleWaarde: 250000,
  nBrutoFiscaleBijtelling: 4583.33,
  nBijtellingPercentage: 22,
  nBelastingPercentage: 49.5,
  nEigenbijdrage: 5000,
  nNettoKosten: 5000,
};

/** Extremes: a €250,000 car with a €2,000 own contribution above the bijtelling. */
export const Extremes: Story = {
  args: { explanation: extremes },
};

/**
 * The panel's width in the configurator's summary on a phone: the page's 16 px gutters and the
 * summary's 24 px padding and 1 px border off each side.
 */
const summaryWidth = (phone: number) => phone - 2 * (16 + 24 + 1);

/** The amounts a person cannot read whole: cut off inside their cell, or outside the panel. */
function clippedAmounts(panel: HTMLElement): string[] {
  const edges = panel.getBoundingClientRect();
  const amounts = [
    ...within(panel).getAllByRole('definition'),
    ...within(panel).getAllByRole('cell'),
  ];
  return amounts
    .filter((amount) => {
      const box = amount.getBoundingClientRect();
      return (
        amount.scrollWidth > amount.clientWidth ||
        box.left < edges.left - 0.5 ||
        box.right > edges.right + 0.5
      );
    })
    .map((amount) => amount.textContent);
}

/** A story meant for German: Storybook and the visual baselines show it in German. */
const GERMAN = { locale: 'de' };

/**
 * The widest amounts and the longest labels (German) in the summary of a 360 px phone, then of a
 * 320 px one: labels wrap, every amount stays whole and inside the panel.
 */
export const NarrowGerman: Story = {
  args: { explanation: extremes },
  globals: GERMAN,
  decorators: [phoneFrame({ width: summaryWidth(360) })],
  play: async ({ canvas }) => {
    // The story's own language, whatever the runner's: the picture is reviewed in German.
    const text = storyText(GERMAN);
    const frame = canvas.getByTestId('phone-frame');
    const panel = canvas.getByRole('region', { name: text('explanation.heading') });
    await expect(within(panel).getAllByRole('definition')).toHaveLength(5);
    for (const phone of [360, 320]) {
      frame.style.maxWidth = `${summaryWidth(phone)}px`;
      await expect(clippedAmounts(panel), `at ${phone} px`).toEqual([]);
      await expect(overflowsSideways(panel), `at ${phone} px`).toBe(false);
    }
    await expect(panel).toHaveTextContent(text('explanation.netCost'));
  },
};
