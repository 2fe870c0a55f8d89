import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoTypes } from '@lease/api/testing';
import { storyText } from '../testing/storyText.ts';
import { ChargeCables } from './ChargeCables.tsx';

const meta = {
  title: 'Configurator/ChargeCables',
  component: ChargeCables,
  tags: ['autodocs'],
  args: { cables: demoTypes.id4Pure.Laadkabels },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChargeCables>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An electric car: Type 2 for AC charging, CCS for fast charging, in the interface language. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    const section = canvas.getByRole('region', { name: text('chargeCables.heading') });
    const items = within(section).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      text('chargeCable.type-2'),
      text('chargeCable.ccs'),
    ]);
  },
};

/** Every connector of spec point 9, sent in another order: shown in the contract's order. */
export const EveryCable: Story = {
  args: { cables: ['supercharger', 'ccs', 'chademo', 'type-3', 'type-2', 'type-1'] },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      text('chargeCable.type-1'),
      text('chargeCable.type-2'),
      text('chargeCable.type-3'),
      text('chargeCable.chademo'),
      text('chargeCable.ccs'),
      text('chargeCable.supercharger'),
    ]);
  },
};

/** A connector the portal has no text for yet shows as sent, last; never as a message id. */
export const UnknownCable: Story = {
  args: { cables: ['NACS', 'type-2'] },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      text('chargeCable.type-2'),
      'NACS',
    ]);
  },
};

/** A car without a plug (or a bike): nothing is rendered. */
export const NoCables: Story = {
  args: { cables: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};
