import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { PolicyLimit } from '@lease/api';
import { demoCarPolicy, demoOpenCarPolicy, demoStrictCarPolicy } from '@lease/api/testing';
import { phoneFrame } from '../storybook/phoneFrame.tsx';
import { storyText } from '../testing/storyText.ts';
import { CarPolicyOverview } from './CarPolicyOverview.tsx';

/** The calculator's URL with a limit's filter, as the portal writes it. */
const hrefOfLimit = (limit: PolicyLimit) =>
  `/nl/horizon/calculator?${new URLSearchParams(
    Object.entries(limit.filter).map(([key, value]) => [key, value === true ? '1' : String(value)]),
  ).toString()}`;

const meta = {
  title: 'Policy/CarPolicyOverview',
  component: CarPolicyOverview,
  tags: ['autodocs'],
  args: {
    policy: demoCarPolicy,
    hrefOfLimit,
    settingsHref: '/nl/horizon/settings',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CarPolicyOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A driver with a norm and a maximum under a parent scheme: the figures, two limits linking to
 * the calculator with the number of cars each finds, everything included, the scheme's components.
 */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(
      canvas.getByRole('heading', {
        level: 2,
        name: text('policy.category.heading', { category: 'Categorie B (schaal 9–11)' }),
      }),
    ).toBeVisible();
    const withinNorm = canvas.getByRole('link', {
      name: text('policy.limit.norm.link', { count: 41 }),
    });
    await expect(withinNorm).toHaveAttribute('href', '/nl/horizon/calculator?nLeaseMax=700');
    await expect(
      canvas.getByRole('link', { name: text('policy.limit.orderable.link', { count: 89 }) }),
    ).toHaveAttribute('href', '/nl/horizon/calculator?nEigenbijdrageMax=150');
    const included = within(
      canvas.getByRole('region', { name: text('policy.included.heading') }),
    ).getAllByRole('definition');
    for (const value of included.slice(0, 4)) {
      await expect(value).toHaveTextContent(text('policy.included.yes'));
    }
    await expect(
      canvas.getByRole('heading', {
        level: 3,
        name: text('policy.scheme.heading', { scheme: 'Horizon Leaseregeling 2026' }),
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: text('policy.prices.settingsLink') }),
    ).toHaveAttribute('href', '/nl/horizon/settings');
    await expect(
      canvas.getByRole('heading', { level: 3, name: text('policy.energy.heading') }),
    ).toBeVisible();
    await expect(canvas.getByText(text('policy.energy.perKwh', { price: '€ 0,35' }))).toBeVisible();
  },
};

/**
 * Every rule at once: plug-in only, a fuel label, a fixed contribution (which raises the own
 * contribution an orderable car may have), a norm on lease and energy together, a mobility budget,
 * and some things not included. The cars within the norm and those that can be ordered are
 * searched by their own contribution, within the rules on the car.
 */
export const EveryRule: Story = {
  args: { policy: demoStrictCarPolicy },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    const limits = within(canvas.getByRole('region', { name: text('policy.limits.heading') }));
    await expect(limits.getAllByRole('listitem')).toHaveLength(4);
    await expect(
      limits.getByRole('link', { name: text('policy.limit.norm.link', { count: 37 }) }),
    ).toHaveAttribute(
      'href',
      '/nl/horizon/calculator?nEigenbijdrageMax=25&bAlleenPlugin=1&cBrandstoflabelMax=B',
    );
    await expect(canvas.getByText(text('policy.normTotal'))).toBeVisible();
    await expect(
      limits.getByRole('link', { name: text('policy.limit.orderable.link', { count: 80 }) }),
    ).toHaveAttribute(
      'href',
      '/nl/horizon/calculator?nEigenbijdrageMax=225&bAlleenPlugin=1&cBrandstoflabelMax=B',
    );
    await expect(
      limits.getByRole('link', { name: text('policy.limit.plugIn.link', { count: 164 }) }),
    ).toHaveAttribute('href', '/nl/horizon/calculator?bAlleenPlugin=1');
    await expect(
      limits.getByRole('link', {
        name: text('policy.limit.fuelLabel.link', { count: 193, label: 'B' }),
      }),
    ).toHaveAttribute('href', '/nl/horizon/calculator?cBrandstoflabelMax=B');
    await expect(canvas.getByText(text('policy.fixedContribution'))).toBeVisible();
    await expect(canvas.getByText(text('policy.budget'))).toBeVisible();
    await expect(canvas.getAllByText(text('policy.included.no'))).toHaveLength(2);
  },
};

/** A supervisor: no category of their own, so nothing limits the choice and nothing is counted. */
export const NoCategory: Story = {
  args: { policy: demoOpenCarPolicy },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.getByText(text('policy.category.none'))).toBeVisible();
    await expect(canvas.getByText(text('policy.limits.none'))).toBeVisible();
  },
};

/** A server that sends no counts: the links are there, without a number. */
export const Uncounted: Story = {
  args: { policy: { ...demoStrictCarPolicy, Aantallen: null } },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(
      canvas.getByRole('link', { name: text('policy.limit.plugIn.linkUncounted') }),
    ).toBeVisible();
  },
};

/** On a phone: the figures move under their labels, nothing sticks out. */
export const Phone: Story = {
  args: { policy: demoStrictCarPolicy },
  decorators: [phoneFrame()],
  play: async ({ canvas }) => {
    const frame = canvas.getByTestId('phone-frame');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
