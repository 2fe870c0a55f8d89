import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from '@mui/material';
import { expect } from 'storybook/test';
import { storyText } from '../testing/storyText.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';

const path = [
  { label: 'Home', href: '#home' },
  { label: 'Cars', href: '#calculator' },
  { label: 'Volkswagen ID.4', href: '#types' },
  { label: 'Configurator' },
];

const meta = {
  title: 'Shell/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  args: { items: path },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Home › Cars › Volkswagen ID.4 › Configurator. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const nav = canvas.getByRole('navigation', { name: storyText(globals)('breadcrumbs.label') });
    await expect(nav).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    await expect(canvas.getByText('Configurator')).toHaveAttribute('aria-current', 'page');
  },
};

/** A long path collapses in the middle; the button expands it. */
export const Collapsed: Story = {
  args: {
    maxItems: 4,
    items: [
      { label: 'Home', href: '#home' },
      { label: 'Cars', href: '#calculator' },
      { label: 'Volkswagen', href: '#brand' },
      { label: 'ID.4', href: '#model' },
      { label: 'Pure 52 kWh 170 pk', href: '#type' },
      { label: 'Order' },
    ],
  },
  play: async ({ canvas, userEvent, globals }) => {
    const text = storyText(globals);
    await expect(canvas.queryByRole('link', { name: 'Volkswagen' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: text('breadcrumbs.expand') }));
    await expect(canvas.getByRole('link', { name: 'Volkswagen' })).toBeVisible();
  },
};

/** Links through the portal's router (here a plain MUI link standing in for it). */
export const WithRenderLink: Story = {
  args: {
    renderLink: (item, children) => (
      <Link href={`/nl/horizon${item.href.slice(1)}`}>{children}</Link>
    ),
  },
};

/** Very long labels wrap. */
export const LongLabels: Story = {
  args: {
    items: [
      { label: 'Home', href: '#home' },
      {
        label: 'Mercedes-Benz EQS SUV 450+ AMG Line Premium Plus Edition met Burmester 3D-surround',
        href: '#m',
      },
      { label: 'Configurator voor uw persoonlijke samenstelling' },
    ],
  },
};
