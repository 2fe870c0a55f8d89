import type { Meta, StoryObj } from '@storybook/react-vite';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { expect, fn } from 'storybook/test';
import { LoginForm } from '../LoginForm/LoginForm.tsx';
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

/** The login page: logo, then the form, in a centred card. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
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
