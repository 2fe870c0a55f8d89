import type { Meta, StoryObj } from '@storybook/react-vite';
import Typography from '@mui/material/Typography';
import { expect } from 'storybook/test';
import { demoStylings } from '@lease/api/testing';
import { ErrorLayout } from './ErrorLayout.tsx';
import { overflowsSideways, phoneFrame } from '../storybook/phoneFrame.tsx';

const meta = {
  title: 'Layouts/ErrorLayout',
  component: ErrorLayout,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    children: (
      <>
        <Typography component="h1" variant="h1">
          This scheme is offline
        </Typography>
        <Typography>Your employer has paused ordering. Please try again next month.</Typography>
      </>
    ),
  },
} satisfies Meta<typeof ErrorLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The client's logo above a plain column of text. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toHaveTextContent('This scheme is offline');
  },
};

/** A link a server message may carry: one long word that can only break inside itself. */
const LONG_LINK =
  'https://intranet.example/hr/mobiliteit/leaseregeling-2026/pauze-bestellingen-veelgestelde-vragen';

/**
 * A long message on a phone, as an offline scheme's own text (`cBerichtWanneerMantelInactief`)
 * can be: the title and the text wrap, and even a link breaks inside itself rather than stick
 * out of the page.
 */
export const LongMessage: Story = {
  args: {
    children: (
      <>
        <Typography component="h1" variant="h1">
          Bestellen binnen de leaseregeling Rijksmobiliteitsvoorzieningen is tijdelijk gepauzeerd
        </Typography>
        <Typography>
          Je werkgever heeft het bestellen van nieuwe leaseauto&apos;s gepauzeerd terwijl de
          leaseregeling voor 2026 wordt herzien. Bestellingen die al zijn geplaatst, worden gewoon
          afgehandeld. Meer informatie vind je op {LONG_LINK}
        </Typography>
      </>
    ),
  },
  decorators: [phoneFrame({ width: 320 })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent(LONG_LINK);
    await expect(overflowsSideways(canvas.getByTestId('phone-frame'))).toBe(false);
  },
};

const LONG_CLIENT_NAME =
  'Stichting Gezamenlijke Mobiliteitsvoorzieningen Rijksuitvoeringsorganisaties Noord-Nederland';

/** A client with a long name and no logo at all: the name shows as text and wraps. */
export const LongClientNameWithoutLogo: Story = {
  args: {
    styling: {
      ...demoStylings.horizon,
      cName: LONG_CLIENT_NAME,
      cMainLogoURL: null,
      cContainerLogoURL: null,
    },
  },
  decorators: [phoneFrame({ width: 320 })],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('banner')).toHaveTextContent(LONG_CLIENT_NAME);
    await expect(canvas.getByRole('main')).toHaveTextContent('This scheme is offline');
    await expect(overflowsSideways(canvas.getByTestId('phone-frame'))).toBe(false);
  },
};
