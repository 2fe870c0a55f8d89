import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Typography, Link, TextField } from '@mui/material';
import { expect, fn } from 'storybook/test';
import { demoBasket } from '@lease/api/testing';
import { Breadcrumbs } from '../Breadcrumbs/Breadcrumbs.tsx';
import { CartPanel } from '../CartPanel/CartPanel.tsx';
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

/** Every header toggle of spec point 2: search, contact, breadcrumbs, filters, sorting, options. */
export const WithHeaderToggles: Story = {
  args: {
    search: <TextField size="small" label="Search cars" type="search" />,
    contact: <Link href="#contact">Contact</Link>,
    breadcrumbs: (
      <Breadcrumbs
        items={[
          { label: 'Home', href: '#home' },
          { label: 'Cars', href: '#cars' },
          { label: 'Volkswagen ID.4' },
        ]}
      />
    ),
    filters: <Button variant="outlined">Filters (3)</Button>,
    sorting: <Button variant="outlined">Sort: lease price</Button>,
    headerOptions: <Button variant="text">Card view</Button>,
  },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    await expect(header).toContainElement(canvas.getByRole('searchbox', { name: 'Search cars' }));
    await expect(header).toContainElement(canvas.getByRole('navigation'));
    await expect(header).toContainElement(
      canvas.getByRole('button', { name: 'Sort: lease price' }),
    );
  },
};

/** A sidebar (here the cart) with its toggle in the header: `aria-expanded` and `aria-controls`. */
export const WithSidebar: Story = {
  args: {
    sidebarLabel: 'Cart',
    onSidebarToggle: fn(),
    sidebar: <CartPanel cart={demoBasket} orderRequirementMet onRemove={fn()} />,
  },
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    const toggle = canvas.getByRole('button', {
      name: text('layout.hideSidebar', { name: 'Cart' }),
    });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const sidebar = canvas.getByRole('complementary', { name: 'Cart' });
    await expect(toggle).toHaveAttribute('aria-controls', sidebar.id);
    await userEvent.click(toggle);
    await expect(args.onSidebarToggle).toHaveBeenCalledWith(false);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAccessibleName(text('layout.showSidebar', { name: 'Cart' }));
    await expect(sidebar).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(canvas.getByRole('complementary', { name: 'Cart' })).toBeVisible();
  },
};

/** The sidebar starts closed. */
export const SidebarClosed: Story = {
  args: {
    sidebarLabel: 'Filters',
    defaultSidebarOpen: false,
    sidebar: <Typography>Filter panel</Typography>,
  },
  play: async ({ canvas, globals }) => {
    const toggle = canvas.getByRole('button', {
      name: storyText(globals)('layout.showSidebar', { name: 'Filters' }),
    });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};
