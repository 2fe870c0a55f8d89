import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Typography, Link, TextField } from '@mui/material';
import { expect, fn, within } from 'storybook/test';
import { demoBasket, demoStylings, type DemoClient } from '@lease/api/testing';
import { Breadcrumbs } from '../Breadcrumbs/Breadcrumbs.tsx';
import { CartPanel } from '../CartPanel/CartPanel.tsx';
import { Greeting } from '../Greeting/Greeting.tsx';
import { LogoutButton } from '../LogoutButton/LogoutButton.tsx';
import { MainNavigation } from '../MainNavigation/MainNavigation.tsx';
import { Price } from '../Price/Price.tsx';
import { overflowsSideways, phoneFrame } from '../storybook/phoneFrame.tsx';
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
    sidebarToggle: { show: 'Show the cart', hide: 'Hide the cart' },
    onSidebarToggle: fn(),
    sidebar: <CartPanel cart={demoBasket} orderRequirementMet onRemove={fn()} />,
  },
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Hide the cart' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const sidebar = canvas.getByRole('complementary', { name: 'Cart' });
    await expect(toggle).toHaveAttribute('aria-controls', sidebar.id);
    await userEvent.click(toggle);
    await expect(args.onSidebarToggle).toHaveBeenCalledWith(false);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAccessibleName('Show the cart');
    await expect(sidebar).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(canvas.getByRole('complementary', { name: 'Cart' })).toBeVisible();
  },
};

/**
 * On a narrow screen the portal leaves the sidebar out; the page stays as it was, with what the
 * person typed in it (the button stands in for the screen narrowing).
 */
export const SidebarLeftOut: Story = {
  args: {
    sidebarLabel: 'Cart',
    sidebar: <CartPanel cart={demoBasket} orderRequirementMet onRemove={fn()} />,
  },
  render: function SidebarLeftOut(args) {
    const [wide, setWide] = useState(true);
    return (
      <DefaultLayout
        {...args}
        sidebar={wide ? args.sidebar : undefined}
        actions={<Button onClick={() => setWide(false)}>Narrow the screen</Button>}
      >
        <TextField label="Note" />
      </DefaultLayout>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const note = canvas.getByRole('textbox', { name: 'Note' });
    await userEvent.type(note, 'Blue, please');
    await userEvent.click(canvas.getByRole('button', { name: 'Narrow the screen' }));
    await expect(canvas.queryByRole('complementary', { name: 'Cart' })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Note' })).toBe(note);
    await expect(note).toHaveValue('Blue, please');
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
      name: storyText(globals)('layout.showSidebar'),
    });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Viewports the header is checked at: a common phone, and a laptop. */
const viewports = {
  phone390: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  laptop1280: {
    name: 'Laptop (1280 px)',
    styles: { width: '1280px', height: '800px' },
    type: 'desktop',
  },
} as const;

const centreY = (rect: DOMRect) => rect.top + rect.height / 2;

/**
 * What a person sees of the app bar: one row, the logo and the actions on one line, centred in
 * it, nothing touching the edges or sticking out sideways.
 */
const playOneRowHeader: Story['play'] = async ({ canvas, globals }) => {
  const text = storyText(globals);
  const styling = demoStylings[(globals.brand as DemoClient | undefined) ?? 'horizon'];
  const banner = canvas.getByRole('banner');
  const header = within(banner);
  const bar = banner.getBoundingClientRect();
  const logo = header.getByRole('img', { name: styling.cName }).getBoundingClientRect();
  const logout = header
    .getByRole('button', { name: text('logout.button') })
    .getBoundingClientRect();
  // One row: a 64 px toolbar and the 4 px brand bar, not two rows of logo.
  await expect(bar.height).toBeLessThanOrEqual(72);
  await expect(Math.abs(centreY(logo) - centreY(logout))).toBeLessThanOrEqual(3);
  await expect(logo.top - bar.top).toBeGreaterThanOrEqual(8);
  await expect(bar.bottom - logout.bottom).toBeGreaterThanOrEqual(8);
  await expect(logout.right).toBeLessThanOrEqual(bar.right - 8);
  await expect(overflowsSideways(banner)).toBe(false);
  if (styling.Mantel) {
    // The scheme is still named for assistive technology, whether or not it is shown.
    await expect(banner).toHaveTextContent(
      text('logo.partOf', { name: styling.Mantel.cMantelnaam }),
    );
  }
};

/**
 * A client inside a parent scheme on a 390 px phone: one tidy row with the client's logo and the
 * log-out button; the scheme is named for screen readers but not shown, as it does not fit.
 */
export const ParentSchemeOnPhone: Story = {
  args: { logoHref: '#home', actions: <LogoutButton onLogout={fn()} /> },
  globals: { brand: 'polder', viewport: { value: 'phone390', isRotated: false } },
  parameters: { viewport: { options: viewports } },
  decorators: [phoneFrame({ width: 390 })],
  play: playOneRowHeader,
};

/** The portal's eight places with Dutch-length names, as a row of links. */
const eightPlaces = [
  'Start',
  'Zoeken',
  'Winkelwagen',
  'Vergelijken',
  'Bewaard',
  'Bestellingen',
  'Instellingen',
  'Hulp',
].map((label) => ({ key: label, label, href: `#${label}` }));

/**
 * A crowded header 1,000 px wide (a boxed page, a small laptop): a parent scheme beside the
 * client's logo, a panel toggle, eight places and log out do not fit one row. The actions move to
 * a second row; the logos keep their size and "Part of …" stays one line, where they were
 * squeezed and the name broke into syllables.
 */
export const ParentSchemeCrowded: Story = {
  args: {
    logoHref: '#home',
    actions: (
      <>
        <Button variant="outlined">Je winkelwagen tonen</Button>
        <MainNavigation items={eightPlaces} variant="row" />
        <LogoutButton onLogout={fn()} />
      </>
    ),
  },
  globals: { brand: 'polder' },
  decorators: [
    (Story) => (
      <div style={{ width: 1000 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    const banner = canvas.getByRole('banner');
    const logo = within(banner).getByRole<HTMLImageElement>('img', {
      name: demoStylings.polder.cName,
    });
    // Drawn at its own shape, 32 px high: not narrowed to a speck.
    const shapeWidth = (32 * logo.naturalWidth) / logo.naturalHeight;
    await expect(Math.abs(logo.getBoundingClientRect().width - shapeWidth)).toBeLessThan(1);
    const partOf = within(banner).getByText(
      text('logo.partOf', { name: demoStylings.polder.Mantel.cMantelnaam }),
    );
    const lineHeight = Number.parseFloat(getComputedStyle(partOf).lineHeight);
    await expect(partOf.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
    await expect(overflowsSideways(banner)).toBe(false);
  },
};

/** The same header on a 1280 px laptop: the scheme's logo and name beside the client's. */
export const ParentSchemeOnLaptop: Story = {
  args: { logoHref: '#home', actions: <LogoutButton onLogout={fn()} /> },
  globals: { brand: 'polder', viewport: { value: 'laptop1280', isRotated: false } },
  parameters: { viewport: { options: viewports } },
  play: playOneRowHeader,
};
