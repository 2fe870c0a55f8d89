import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { demoImage, demoOptions, svgDataUri } from '@lease/api/testing';
import { storyText } from '../testing/storyText.ts';
import { VehicleImage } from './VehicleImage.tsx';

/** A car silhouette in a paint colour, as the colour-image endpoint would render it. */
const paintedCar = (paint: string) =>
  svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180">` +
      `<path d="M30 120 L60 80 Q80 60 120 58 L200 58 Q235 60 255 85 L290 95 Q305 100 305 120 L305 132 L30 132 Z" fill="${paint}" stroke="#1f2933" stroke-width="2"/>` +
      `<path d="M95 82 L120 66 L165 66 L165 84 Z M175 66 L205 66 Q225 70 238 86 L175 86 Z" fill="#cfd8dc"/>` +
      `<circle cx="90" cy="134" r="20" fill="#263238"/><circle cx="245" cy="134" r="20" fill="#263238"/>` +
      `</svg>`,
  );

const meta = {
  title: 'Configurator/VehicleImage',
  component: VehicleImage,
  tags: ['autodocs'],
  args: {
    src: paintedCar(demoOptions.kingsRed.cKleurcode),
    name: 'Volkswagen ID.4 Pure',
    paint: demoOptions.kingsRed.cOmschrijving,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VehicleImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The ID.4 in Kings Red; the alternative text names car and paint. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const alt = storyText(globals)('vehicleImage.altPaint', {
      name: 'Volkswagen ID.4 Pure',
      paint: 'Kings Red metallic',
    });
    const image = await canvas.findByRole('img', { name: alt });
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
    await expect(image).toBeVisible();
  },
};

/** Another paint. */
export const MoonstoneGrey: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
  },
  args: {
    src: paintedCar(demoOptions.moonstoneGrey.cKleurcode),
    paint: demoOptions.moonstoneGrey.cOmschrijving,
  },
};

/** A base64 PNG as `GetKleurAfbeeldingobvOptie` answers it. */
export const Base64Png: Story = {
  args: { src: `data:image/png;base64,${demoImage.aFoto}`, paint: null },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
    await expect(canvas.getByRole('img', { name: 'Volkswagen ID.4 Pure' })).toBeVisible();
  },
};

/** A new paint image is being fetched. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      storyText(globals)('vehicleImage.loading', { name: 'Volkswagen ID.4 Pure' }),
    );
  },
};

/** No image, or an unsafe URL: a placeholder that still names the car. */
export const Unavailable: Story = {
  args: { src: 'javascript:alert(1)' },
  play: async ({ canvas, globals }) => {
    const img = canvas.getByRole('img');
    await expect(img).toHaveTextContent(storyText(globals)('vehicleImage.unavailable'));
    await expect(canvas.queryByRole('img', { name: /Kings Red/ })).toBe(img);
  },
};
