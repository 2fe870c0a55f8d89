import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { DefaultLayout } from '../DefaultLayout/DefaultLayout.tsx';
import { LogoutButton } from '../LogoutButton/LogoutButton.tsx';
import { storyText } from '../testing/storyText.ts';
import { MainNavigation } from './MainNavigation.tsx';

const items = [
  { key: 'home', label: 'Home', href: '#home' },
  { key: 'search', label: 'Find a vehicle', href: '#calculator', current: true },
  { key: 'cart', label: 'Cart', href: '#cart', badge: 2 },
  { key: 'compare', label: 'Compare', href: '#compare' },
  { key: 'settings', label: 'Settings', href: '#settings' },
];

const meta = {
  title: 'Shell/MainNavigation',
  component: MainNavigation,
  tags: ['autodocs'],
  // The portal navigates with its router; here the link must not leave the story either.
  args: {
    items,
    onNavigate: fn((_item: unknown, event: { preventDefault(): void }) => event.preventDefault()),
    variant: 'row',
  },
} satisfies Meta<typeof MainNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A row of links; the current place is marked, the cart carries its count. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    const nav = canvas.getByRole('navigation', { name: text('mainNavigation.label') });
    await expect(within(nav).getAllByRole('link')).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: 'Find a vehicle' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: /^Cart/ })).toHaveAccessibleName(
      `Cart ${text('mainNavigation.count', { count: 2 })}`,
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Compare' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(
      expect.objectContaining({ key: 'compare' }),
      expect.anything(),
    );
  },
};

/** On a phone: one menu button; Escape closes the menu and gives focus back to the button. */
export const AsMenu: Story = {
  args: { variant: 'menu' },
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const text = storyText(globals);
    const button = canvas.getByRole('button', { name: text('mainNavigation.menu') });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('menuitem', { name: 'Find a vehicle' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
  },
};

/** In the header beside the log-out button, as the portal shows it. */
export const InHeader: Story = {
  render: (args) => (
    <DefaultLayout
      actions={[<MainNavigation key="nav" {...args} />, <LogoutButton key="out" onLogout={fn()} />]}
    >
      <p>Content</p>
    </DefaultLayout>
  ),
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    const link = canvas.getByRole('link', { name: 'Home' });
    const logout = canvas.getByRole('button', { name: text('logout.button') });
    const a = link.getBoundingClientRect();
    const b = logout.getBoundingClientRect();
    await expect(Math.abs(a.top + a.height / 2 - (b.top + b.height / 2))).toBeLessThanOrEqual(4);
  },
};
