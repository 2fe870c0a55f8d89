import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoTypes } from '@lease/api/testing';
import { overflowsSideways, phoneFrame } from '../storybook/phoneFrame.tsx';
import { storyText } from '../testing/storyText.ts';
import { BikeSpecs } from './BikeSpecs.tsx';

const bike = demoTypes.gazelleUltimate.Fietsdata;

const meta = {
  title: 'Configurator/BikeSpecs',
  component: BikeSpecs,
  tags: ['autodocs'],
  args: { bike },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BikeSpecs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An e-bike: every fact of its `Fietsdata`, words and sizes in the interface language. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    const section = canvas.getByRole('region', { name: text('bikeSpecs.heading') });
    const facts = within(section)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    await expect(facts).toEqual([
      [text('filter.bikeKinds'), text('filter.bikeKind.e-bike')],
      [text('filter.frameTypes'), text('filter.frameType.lage-instap')],
      [text('filter.frameHeights'), text('filter.centimetres', { value: 53 })],
      [text('filter.riderLengths'), text('filter.centimetreRange', { min: 168, max: 180 })],
      [text('filter.drives'), text('filter.drive.middenmotor')],
      [text('filter.gears'), text('filter.gear.traploos')],
      [text('filter.wheelSizes'), text('filter.wheelSizeInches', { size: 28 })],
      [text('vehicleCard.range'), text('vehicleCard.rangeValue', { value: 120 })],
      [text('bikeSpecs.smartphone'), text('bikeSpecs.yes')],
      [text('bikeSpecs.retailPrice'), '€\u00a03.499,-'],
    ]);
  },
};

/**
 * A bike the server tells little about: an ordinary bike without motor or range, a drive and a
 * wheel size the portal has no text for (shown as sent), no smartphone holder.
 */
export const FewFacts: Story = {
  args: {
    bike: {
      Frametype: null,
      Fietssoort: 'stadsfiets',
      Framehoogte: null,
      Versnellingen: '7',
      Wielmaat: '26 zoll',
      Aandrijving: 'naafmotor',
      Lengte: null,
      SmartphoneOndersteuning: false,
      nAdviesprijs: null,
      nActieradius: null,
    },
  },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual([
      text('filter.bikeKinds'),
      text('filter.drives'),
      text('filter.gears'),
      text('filter.wheelSizes'),
      text('bikeSpecs.smartphone'),
    ]);
    await expect(canvas.getByText('naafmotor')).toBeVisible();
    await expect(canvas.getByText('26 zoll')).toBeVisible();
    await expect(canvas.getByText(text('bikeSpecs.no'))).toBeVisible();
  },
};

/** No `Fietsdata` (a car): nothing at all. */
export const NotABike: Story = {
  args: { bike: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};

/** Long texts: German, whose labels are the longest, in a column as narrow as a phone. */
export const LongTexts: Story = {
  globals: { locale: 'de' },
  decorators: [phoneFrame()],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unverbindliche Preisempfehlung')).toBeVisible();
    await expect(overflowsSideways(canvas.getByTestId('phone-frame'))).toBe(false);
  },
};
