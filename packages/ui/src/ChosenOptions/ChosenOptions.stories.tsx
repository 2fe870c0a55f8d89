import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { demoOptions, demoOptionsResponse } from '@lease/api/testing';
import { storyText } from '../testing/storyText.ts';
import { ChosenOptions } from './ChosenOptions.tsx';

const meta = {
  title: 'Configurator/ChosenOptions',
  component: ChosenOptions,
  tags: ['autodocs'],
  args: {
    options: demoOptionsResponse.gekozenOptiesNieuw,
    paint: demoOptionsResponse.cGekozenLak,
    upholstery: demoOptionsResponse.cGekozenStoelbekleding,
    onRemove: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChosenOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Kings Red and the tow bar, with their total. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.getByRole('heading', { name: text('chosen.heading') })).toBeVisible();
    await expect(canvas.getByText('€ 1.250,-')).toBeVisible();
  },
};

/** Removing an option hands it to the portal. */
export const Remove: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    await userEvent.click(
      canvas.getByRole('button', { name: text('chosen.remove', { name: 'Kings Red metallic' }) }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith(demoOptions.kingsRed);
  },
};

/** With an own option and a standard option (which cannot be removed). */
export const WithOwnAndStandard: Story = {
  args: {
    options: [demoOptions.moonstoneGrey, demoOptions.towBar],
    ownOptions: demoOptionsResponse.EigenOpties.filter((o) => !o.bIsBestellingVraag),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await expect(canvas.getByText('Dakdragers')).toBeVisible();
  },
};

/** Read-only, e.g. on the order page. */
export const ReadOnly: Story = {
  args: { onRemove: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Nothing chosen yet. */
export const Empty: Story = {
  args: { options: [], paint: null, upholstery: null },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyText(globals)('chosen.empty'))).toBeVisible();
  },
};

/** Long names and a large amount wrap without overflowing. */
export const LongTexts: Story = {
  args: {
    options: [
      {
        ...demoOptions.heatPump,
        cOmschrijving:
          'Winterpakket Plus met stoelverwarming voor en achter, verwarmbaar stuurwiel, verwarmbare voorruit en warmtepomp',
        nPrijs: 98765.43,
      },
    ],
  },
};

/**
 * What adds nothing to the price reads "Included", whether it is standard, a chosen option at no
 * charge or an own option at no charge: the same word as the order page and the order status,
 * never "€ 0,-". The total stays an amount.
 */
export const IncludedAtNoCharge: Story = {
  args: {
    options: [demoOptions.moonstoneGrey, { ...demoOptions.towBar, nPrijs: 0, nLeaseprijs: 0 }],
    ownOptions: demoOptionsResponse.EigenOpties.slice(0, 1).map((own) => ({ ...own, nPrijs: 0 })),
    onRemove: undefined,
  },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.getAllByText(text('options.included'), { exact: true })).toHaveLength(3);
    await expect(canvas.getAllByText('€ 0,-')).toHaveLength(1);
  },
};
