import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { Option } from '@lease/api';
import { demoOptionsResponse } from '@lease/api/testing';
import { storyText } from '../testing/storyText.ts';
import { IncludedOptions } from './IncludedOptions.tsx';

const meta = {
  title: 'Configurator/IncludedOptions',
  component: IncludedOptions,
  tags: ['autodocs'],
  args: { options: demoOptionsResponse.AlleenTonenOpties },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof IncludedOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

const info = (description: string, index: number, note: string | null = null): Option => ({
  ...(demoOptionsResponse.AlleenTonenOpties[0] as Option),
  nOptieID: 9000 + index,
  cOmschrijving: description,
  cToelichting: note,
});

/** What the lease company arranges with every car: a list to read, no controls. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    const section = canvas.getByRole('region', { name: text('included.heading') });
    await expect(section).toHaveTextContent('Winterbanden');
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The standard equipment of a type, with a note where the server gives one. */
export const StandardEquipment: Story = {
  args: {
    options: [
      info('Adaptive cruise control', 1),
      info('Navigatiesysteem met 12" scherm', 2),
      info('Warmtepomp', 3, 'alleen bij de 77 kWh-accu'),
      info('Parkeersensoren voor en achter', 4),
      info('LED-koplampen', 5),
      info('Draadloos laden voor smartphone', 6),
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getByText(/alleen bij de 77 kWh-accu/)).toBeVisible();
  },
};

/** Long descriptions wrap inside the panel. */
export const LongTexts: Story = {
  args: {
    options: [
      info(
        'Onderhoud, reparatie en bandenvervanging bij een door de leasemaatschappij aangewezen dealer, inclusief vervangend vervoer na 24 uur',
        1,
        'volgens de voorwaarden van de leaseregeling van je werkgever',
      ),
      info('Pechhulpverleningbinnenenbuitenlandzonderspatiesofafbreekpunten', 2),
    ],
  },
  play: async ({ canvasElement }) => {
    const root = canvasElement.firstElementChild as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** Nothing to tell (none sent, or only blank descriptions): nothing is rendered. */
export const Empty: Story = {
  args: { options: [info('   ', 1)] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};
