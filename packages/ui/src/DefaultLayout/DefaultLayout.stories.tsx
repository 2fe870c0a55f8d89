import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { expect } from 'storybook/test';
import { Greeting } from '../Greeting/Greeting.tsx';
import { Price } from '../Price/Price.tsx';
import { storyText } from '../testing/storyText.ts';
import { DefaultLayout } from './DefaultLayout.tsx';

const meta = {
  title: 'Layouts/DefaultLayout',
  component: DefaultLayout,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    actions: (
      <>
        <Button variant="text">Saved cars</Button>
        <Button variant="contained">Cart (2)</Button>
      </>
    ),
    children: (
      <>
        <Greeting now={new Date(2026, 10, 20, 14, 0)} name="Jan" component="h1" />
        <Typography sx={{ mt: 2, maxWidth: 640 }}>
          Choose a car within your budget of <Price value={650} period="month" />. Your own
          contribution is shown per car.
        </Typography>
      </>
    ),
  },
} satisfies Meta<typeof DefaultLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** App bar with logo and actions, then the page in the main landmark. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cart (2)' })).toBeVisible();
  },
};

/** The boxed body layout: content centred at a maximum width. */
export const Boxed: Story = {
  globals: { layout: 'boxed' },
};

/** The logo links home; a skip link comes first for keyboard users. */
export const WithHomeLinkAndSkipLink: Story = {
  args: { logoHref: '#home' },
  play: async ({ canvas, userEvent, globals }) => {
    const text = storyText(globals);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: text('layout.skipToContent') });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getAllByRole('link')[1]).toHaveFocus();
  },
};
