import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { Option, OptionGroup } from '@lease/api';
import { demoOptions, demoOptionsResponse } from '@lease/api/testing';
import { storyText } from '../testing/storyText.ts';
import { OptionsPanel, type OptionsPanelProps } from './OptionsPanel.tsx';

/** What the server answers after a choice: one option per cluster, loose ones toggled. */
function serverAfter(groups: readonly OptionGroup[], picked: Option, on: boolean): OptionGroup[] {
  const cluster = picked.cCluster?.trim();
  return groups.map((group) => ({
    ...group,
    Opties: group.Opties.map((option) => {
      if (option.nOptieIDHist === picked.nOptieIDHist) return { ...option, bChecked: on };
      if (cluster && option.cCluster?.trim() === cluster) return { ...option, bChecked: false };
      return option;
    }),
  }));
}

/** A car with many groups of loose options: `count` groups of a tow bar and a heat pump each. */
function manyGroups(count: number): OptionGroup[] {
  return Array.from({ length: count }, (_, index) => ({
    cGroep: `Accessoires ${index + 1}`,
    nGroepID: 100 + index,
    Opties: [demoOptions.towBar, demoOptions.heatPump].map((option, position) => ({
      ...option,
      nOptieIDHist: 900000 + index * 10 + position,
      cOmschrijving: `${option.cOmschrijving} ${index + 1}`,
    })),
  }));
}

/** The panel with the portal's round trip played by local state. */
function Stateful(props: OptionsPanelProps) {
  const [groups, setGroups] = useState(props.groups);
  return (
    <OptionsPanel
      {...props}
      groups={groups}
      onChoose={(option) => {
        props.onChoose(option);
        setGroups((previous) => serverAfter(previous, option, true));
      }}
      onRemove={(option) => {
        props.onRemove(option);
        setGroups((previous) => serverAfter(previous, option, false));
      }}
    />
  );
}

const meta = {
  title: 'Configurator/OptionsPanel',
  component: OptionsPanel,
  tags: ['autodocs'],
  args: { groups: demoOptionsResponse.Opties, onChoose: fn(), onRemove: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OptionsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paint and wheels are single choices; the tow bar and heat pump switch on and off. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Kings Red metallic' })).toBeChecked();
    await expect(
      canvas.getByRole('checkbox', { name: 'Trekhaak, elektrisch uitklapbaar' }),
    ).toBeChecked();
    await expect(canvas.getByRole('radiogroup', { name: 'Lak' })).toBeVisible();
  },
};

/** Choosing a paint replaces the chosen paint: one option per cluster. */
export const ClusterReplacement: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const grey = canvas.getByRole('radio', { name: 'Moonstone grijs' });
    await userEvent.click(grey);
    await expect(args.onChoose).toHaveBeenCalledWith(demoOptions.moonstoneGrey);
    await expect(grey).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Kings Red metallic' })).not.toBeChecked();
    // The keyboard moves the choice within the cluster too.
    const wheels19 = canvas.getByRole('radio', { name: 'Lichtmetalen velgen 19 inch "Hamar"' });
    await expect(wheels19).toBeChecked();
    wheels19.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /20 inch/ })).toBeChecked();
    await expect(wheels19).not.toBeChecked();
  },
};

/** Switching a loose option on and off. */
export const ToggleOption: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const heatPump = canvas.getByRole('checkbox', { name: 'Warmtepomp' });
    await expect(heatPump).toHaveAccessibleDescription(/1\.150/);
    await userEvent.click(heatPump);
    await expect(args.onChoose).toHaveBeenCalledWith(demoOptions.heatPump);
    await expect(heatPump).toBeChecked();
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'Trekhaak, elektrisch uitklapbaar' }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith(demoOptions.towBar);
  },
};

/** Standard equipment outside a cluster is locked: no control, announced as included. */
export const StandardLocked: Story = {
  args: {
    groups: [
      {
        cGroep: 'Veiligheid',
        nGroepID: 9,
        Opties: [
          {
            ...demoOptions.towBar,
            nOptieIDHist: 1,
            cOmschrijving: 'Adaptive Cruise Control',
            bStandaard: true,
            nPrijs: 0,
            nLeaseprijs: 0,
          },
          demoOptions.heatPump,
        ],
      },
    ],
  },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.queryByRole('checkbox', { name: 'Adaptive Cruise Control' })).toBeNull();
    await expect(canvas.getByText(text('options.standardIncluded'))).toBeVisible();
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(1);
  },
};

/**
 * More groups than the first screen shows: the first group renders with the page, the others
 * straight after; then every option is there, the last one too.
 */
export const ManyGroups: Story = {
  args: { groups: manyGroups(6) },
  play: async ({ canvas, userEvent, args }) => {
    const last = await canvas.findByRole('checkbox', { name: 'Warmtepomp 6' });
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(12);
    await userEvent.click(last);
    await expect(args.onChoose).toHaveBeenCalledWith(
      expect.objectContaining({ cOmschrijving: 'Warmtepomp 6' }),
    );
    await expect(last).toBeChecked();
  },
};

/** The first load: placeholders and a status. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      storyText(globals)('options.loading'),
    );
  },
};

/** A type without options. */
export const Empty: Story = {
  args: { groups: [] },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyText(globals)('options.empty'))).toBeVisible();
  },
};

/** The options could not be loaded. */
export const LoadError: Story = {
  args: { errorMessage: 'The options could not be loaded. Try again later.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not be loaded');
  },
};

/** Long names, a forced-package note, large prices and a paint code that is not a colour. */
export const LongTexts: Story = {
  args: {
    groups: [
      {
        cGroep:
          'Pakketten en opties met een uitzonderlijk lange groepsnaam die over meerdere regels loopt',
        nGroepID: 7,
        Opties: [
          {
            ...demoOptions.heatPump,
            cOmschrijving:
              'Winterpakket Plus met stoelverwarming voor en achter, verwarmbaar stuurwiel, verwarmbare voorruit en warmtepomp',
            nPrijs: 123456.78,
            nLeaseprijs: 1234.5,
          },
          { ...demoOptions.kingsRed, cKleurcode: 'red;}body{display:none', nLeaseprijs: -12 },
          { ...demoOptions.moonstoneGrey, cKleurcode: '#ffffff' },
        ],
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Verplicht bij het Winterpakket/)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Kings Red metallic' })).toBeChecked();
  },
};
