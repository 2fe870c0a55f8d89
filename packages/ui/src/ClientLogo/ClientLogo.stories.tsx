import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { demoStylings } from '@lease/api/testing';
import { storyText } from '../testing/storyText.ts';
import { ClientLogo } from './ClientLogo.tsx';

const meta = {
  title: 'Components/ClientLogo',
  component: ClientLogo,
  tags: ['autodocs'],
} satisfies Meta<typeof ClientLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

const brandName = (globals: Record<string, unknown>) =>
  demoStylings[(globals.brand as keyof typeof demoStylings | undefined) ?? 'horizon']?.cName ??
  demoStylings.horizon.cName;

/** The toolbar brand's logo, its name as the alternative text. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('img', { name: brandName(globals) })).toBeVisible();
  },
};

/** The small size used in the app bar. */
export const Small: Story = { args: { size: 'small' } };

/** The large size used on the login card. */
export const Large: Story = { args: { size: 'large' } };

/** Inside a parent scheme (`Mantel`): the scheme's logo and name beside the client's. */
export const WithParentScheme: Story = {
  args: { styling: demoStylings.polder },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.getByRole('img', { name: 'Polder Energie' })).toBeVisible();
    await expect(canvas.getByText(text('logo.partOf', { name: 'Rijksmobiliteit' }))).toBeVisible();
  },
};

/** Stacked (`orientation="vertical"`, the login card): the scheme below the client, centred. */
export const Vertical: Story = {
  args: { styling: demoStylings.polder, orientation: 'vertical', size: 'large' },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    const centreX = (element: HTMLElement) => {
      const rect = element.getBoundingClientRect();
      return rect.left + rect.width / 2;
    };
    const logo = canvas.getByRole('img', { name: 'Polder Energie' });
    // The scheme's logo and "Part of …" as a group, below the client's logo and centred on it.
    const scheme = canvas.getByText(text('logo.partOf', { name: 'Rijksmobiliteit' }))
      .parentElement as HTMLElement;
    await expect(scheme.getBoundingClientRect().top).toBeGreaterThan(
      logo.getBoundingClientRect().bottom,
    );
    await expect(Math.abs(centreX(scheme) - centreX(logo))).toBeLessThanOrEqual(2);
  },
};

/** A parent scheme with a logo but no name: the logo gets a generic alternative text. */
export const ParentLogoWithoutName: Story = {
  args: {
    styling: {
      ...demoStylings.polder,
      Mantel: { cMantelLogoURL: demoStylings.polder.Mantel.cMantelLogoURL },
    },
  },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.getByRole('img', { name: text('logo.parentScheme') })).toBeVisible();
  },
};

/** No logo configured: the client's name as text. */
export const NameWithoutLogo: Story = {
  args: { styling: { ...demoStylings.horizon, cMainLogoURL: null } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('Horizon Mobility')).toBeVisible();
  },
};

/** An unsafe logo URL (`javascript:`) is dropped and the name shows instead. */
export const UnsafeLogoUrl: Story = {
  args: {
    styling: {
      cName: 'Rogue Lease B.V.',
      cMainLogoURL: 'javascript:alert(document.cookie)',
      Mantel: { cMantelnaam: null, cMantelLogoURL: 'http://insecure.example/logo.png' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('Rogue Lease B.V.')).toBeVisible();
  },
};

/** A logo that fails to load falls back to the name. */
export const BrokenLogo: Story = {
  args: { styling: { cName: 'Broken Image Lease', cMainLogoURL: '/missing-logo-for-story.png' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Broken Image Lease')).toBeVisible();
  },
};

/** No main logo: the mobility container's logo (`cContainerLogoURL`) stands in. */
export const ContainerLogo: Story = {
  args: { styling: { ...demoStylings.stadmobiel, cMainLogoURL: null } },
  play: async ({ canvas }) => {
    const logo = canvas.getByRole('img', { name: 'StadMobiel' });
    await expect(logo).toHaveAttribute('src', demoStylings.stadmobiel.cContainerLogoURL ?? '');
  },
};

/** A main logo that fails to load gives way to the container's logo before the name. */
export const BrokenLogoWithContainerLogo: Story = {
  args: {
    styling: { ...demoStylings.stadmobiel, cMainLogoURL: '/missing-logo-for-story.png' },
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'StadMobiel' })).toHaveAttribute(
        'src',
        demoStylings.stadmobiel.cContainerLogoURL ?? '',
      ),
    );
  },
};

/** Neither a name nor a logo: a neutral product name. */
export const NoBranding: Story = {
  args: { styling: null },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.getByText(text('logo.defaultName'))).toBeVisible();
  },
};
