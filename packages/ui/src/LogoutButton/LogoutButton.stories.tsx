import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Typography from '@mui/material/Typography';
import { expect, fn, within } from 'storybook/test';
import { demoStylings } from '@lease/api/testing';
import { DefaultLayout } from '../DefaultLayout/DefaultLayout.tsx';
import { overflowsSideways, phoneFrame } from '../storybook/phoneFrame.tsx';
import { storyText } from '../testing/storyText.ts';
import { LogoutButton, type LogoutButtonProps } from './LogoutButton.tsx';

/** Turns pending on the first press, as an app does while a server-side logout is on its way. */
function Stateful(props: LogoutButtonProps) {
  const [pending, setPending] = useState(props.pending);
  const onLogout = () => {
    props.onLogout();
    setPending(true);
  };
  return <LogoutButton {...props} pending={pending} onLogout={onLogout} />;
}

const meta = {
  title: 'Shell/LogoutButton',
  component: LogoutButton,
  tags: ['autodocs'],
  args: { onLogout: fn(), pending: false },
} satisfies Meta<typeof LogoutButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A press with the pointer logs out; the app then ends the session and goes to the login page. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    await userEvent.click(canvas.getByRole('button', { name: text('logout.button') }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** With the keyboard: Enter and Space both log out. */
export const ByKeyboard: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    canvas.getByRole('button', { name: text('logout.button') }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onLogout).toHaveBeenCalledTimes(2);
  },
};

/**
 * Pending: the button says "Logging out…" with a spinner, a status announces it, and presses do
 * nothing. It stays focusable (`aria-disabled`), so the keyboard focus is not thrown away.
 */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    const button = canvas.getByRole('button', { name: text('logout.pending') });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(text('logout.pending'));
    await userEvent.click(button);
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

/** Pressing it turns it pending at once: announced, the focus kept, a second press ignored. */
export const LoggingOut: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    canvas.getByRole('button', { name: text('logout.button') }).focus();
    await userEvent.keyboard('{Enter}');
    const button = canvas.getByRole('button', { name: text('logout.pending') });
    await expect(button).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent(text('logout.pending'));
    await userEvent.click(button);
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** Where it goes: the actions of the app bar, at the right of the client's logo. */
export const InAppBar: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <DefaultLayout actions={<LogoutButton {...args} />}>
      <Typography>Page content</Typography>
    </DefaultLayout>
  ),
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    const banner = canvas.getByRole('banner');
    await expect(within(banner).getByRole('button', { name: text('logout.button') })).toBeVisible();
  },
};

const LONG_CLIENT_NAME =
  'Stichting Gezamenlijke Mobiliteitsvoorzieningen Rijksuitvoeringsorganisaties Noord-Nederland';

/**
 * On a phone, beside a long client name without a logo, while pending (the longest label): the
 * name and the label wrap, nothing sticks out sideways.
 */
export const OnPhoneWithLongName: Story = {
  args: { pending: true },
  parameters: { layout: 'fullscreen' },
  decorators: [phoneFrame({ width: 320 })],
  render: (args) => (
    <DefaultLayout
      styling={{
        ...demoStylings.horizon,
        cName: LONG_CLIENT_NAME,
        cMainLogoURL: null,
        cContainerLogoURL: null,
      }}
      actions={<LogoutButton {...args} />}
    >
      <Typography>Page content</Typography>
    </DefaultLayout>
  ),
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    const banner = canvas.getByRole('banner');
    await expect(banner).toHaveTextContent(LONG_CLIENT_NAME);
    await expect(
      within(banner).getByRole('button', { name: text('logout.pending') }),
    ).toBeVisible();
    await expect(overflowsSideways(canvas.getByTestId('phone-frame'))).toBe(false);
  },
};
