import type { Meta, StoryObj } from '@storybook/react-vite';
import Typography from '@mui/material/Typography';
import { expect, fn, within } from 'storybook/test';
import { DefaultLayout } from '../DefaultLayout/DefaultLayout.tsx';
import { LogoutButton } from '../LogoutButton/LogoutButton.tsx';
import { overflowsSideways, phoneFrame } from '../storybook/phoneFrame.tsx';
import { storyText } from '../testing/storyText.ts';
import { ArrangementSwitch } from './ArrangementSwitch.tsx';

const meta = {
  title: 'Shell/ArrangementSwitch',
  component: ArrangementSwitch,
  tags: ['autodocs'],
  args: {
    current: 'Horizon Directieregeling',
    href: '#choose',
    onNavigate: fn((event: { preventDefault(): void }) => event.preventDefault()),
  },
} satisfies Meta<typeof ArrangementSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Viewports the header is checked at: a small phone, and a laptop. */
const viewports = {
  phone360: { name: 'Phone (360 px)', styles: { width: '360px', height: '780px' }, type: 'mobile' },
  laptop1280: {
    name: 'Laptop (1280 px)',
    styles: { width: '1280px', height: '800px' },
    type: 'desktop',
  },
} as const;

/** Following the link hands the choose page to the app's router. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    const link = canvas.getByRole('link', { name: text('arrangement.switch') });
    await expect(link).toHaveAttribute('href', '#choose');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledOnce();
  },
};

/** The header as the portal has it: the places and log out in the first row, this in the second. */
const inHeader: Story['render'] = (args) => (
  <DefaultLayout
    actions={<LogoutButton onLogout={fn()} />}
    headerOptions={<ArrangementSwitch {...args} />}
  >
    <Typography>Page content</Typography>
  </DefaultLayout>
);

/** On a laptop: the arrangement the driver acts under now, and the way to choose another. */
export const InHeaderOnLaptop: Story = {
  globals: { viewport: { value: 'laptop1280', isRotated: false } },
  parameters: { layout: 'fullscreen', viewport: { options: viewports } },
  render: inHeader,
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    const banner = within(canvas.getByRole('banner'));
    await expect(
      banner.getByText(text('arrangement.current', { name: 'Horizon Directieregeling' })),
    ).toBeVisible();
    await expect(banner.getByRole('link', { name: text('arrangement.switch') })).toBeVisible();
  },
};

/**
 * On a small phone, with a long scheme name: the name wraps above the link, and nothing sticks
 * out of the header sideways.
 */
export const InHeaderOnPhone: Story = {
  args: { current: 'Stichting Gezamenlijke Mobiliteitsregeling Noord-Nederland 2026' },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: { layout: 'fullscreen', viewport: { options: viewports } },
  decorators: [phoneFrame({ width: 360 })],
  render: inHeader,
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    const banner = canvas.getByRole('banner');
    await expect(
      within(banner).getByRole('link', { name: text('arrangement.switch') }),
    ).toBeVisible();
    await expect(
      within(banner).getByText(
        text('arrangement.current', {
          name: 'Stichting Gezamenlijke Mobiliteitsregeling Noord-Nederland 2026',
        }),
      ),
    ).toBeVisible();
    await expect(overflowsSideways(banner)).toBe(false);
  },
};
