import type { Meta, StoryObj } from '@storybook/react-vite';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { expect, fn, within } from 'storybook/test';
import { demoStylings } from '@lease/api/testing';
import { LoginForm } from '../LoginForm/LoginForm.tsx';
import { storyText } from '../testing/storyText.ts';
import { AuthLayout } from './AuthLayout.tsx';

const meta = {
  title: 'Layouts/AuthLayout',
  component: AuthLayout,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { children: <LoginForm onSubmit={fn()} /> },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const centreX = (element: Element) => {
  const rect = element.getBoundingClientRect();
  return rect.left + rect.width / 2;
};

/** The client's logo is centred on the card, whatever its width or a parent scheme beside it. */
const expectLogoCentred = async (main: HTMLElement) => {
  // The first image is the client's own logo; a parent scheme's logo comes after it.
  const logo = within(main).getAllByRole('img')[0] ?? main;
  await expect(logo).not.toBe(main);
  await expect(Math.abs(centreX(logo) - centreX(main))).toBeLessThanOrEqual(2);
};

/**
 * The login page: logo, then the form, in a centred card. The screenshot test runs this in every
 * demo brand, so the logo is checked centred in each.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expectLogoCentred(canvas.getByRole('main'));
  },
};

/**
 * A client inside a parent scheme (polder): the scheme's logo and name below the client's, both
 * centred on the card.
 */
export const WithParentScheme: Story = {
  args: { styling: demoStylings.polder },
  play: async ({ canvas, globals }) => {
    const main = canvas.getByRole('main');
    await expectLogoCentred(main);
    const partOf = within(main).getByText(
      storyText(globals)('logo.partOf', { name: demoStylings.polder.Mantel.cMantelnaam }),
    );
    await expect(partOf).toBeVisible();
    await expect(Math.abs(centreX(partOf) - centreX(main))).toBeLessThanOrEqual(2);
  },
};

/** With a footer below the card. */
export const WithFooter: Story = {
  args: {
    footer: (
      <Typography variant="body2">
        <Link href="#help">Help with logging in</Link>
      </Typography>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Help with logging in' })).toBeVisible();
  },
};
