import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { MantelOption } from '@lease/api';
import { demoOptionsResponse } from '@lease/api/testing';
import { storyText } from '../testing/storyText.ts';
import { ParentSchemeOptions, type ParentSchemeOptionsProps } from './ParentSchemeOptions.tsx';

/** The portal's round trip played by local state: the server echoes the new `bChecked`. */
function Stateful(props: ParentSchemeOptionsProps) {
  const [options, setOptions] = useState(props.options);
  return (
    <ParentSchemeOptions
      {...props}
      options={options}
      onToggle={(option, checked) => {
        props.onToggle(option, checked);
        setOptions((previous) =>
          previous.map((o) =>
            o.nComponentNr === option.nComponentNr ? { ...o, bChecked: checked } : o,
          ),
        );
      }}
    />
  );
}

const [chargeCard, replacementCar] = demoOptionsResponse.MantelOpties as [
  MantelOption,
  MantelOption,
];

/** Three components given out of order: the list follows `nVolgNummer`. */
const unordered: MantelOption[] = [
  {
    nComponentNr: 7,
    nVolgNummer: 3,
    cOmschrijving: 'Pechhulp Europa',
    bUitzetbaar: true,
    bChecked: false,
    nPrijs: 4.5,
  },
  replacementCar,
  chargeCard,
];

const meta = {
  title: 'Configurator/ParentSchemeOptions',
  component: ParentSchemeOptions,
  tags: ['autodocs'],
  args: { options: demoOptionsResponse.MantelOpties, onToggle: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ParentSchemeOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A locked charge card and a replacement car the driver may drop. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.getByRole('heading', { name: text('parentScheme.heading') })).toBeVisible();
    const replacement = canvas.getByRole('switch', { name: replacementCar.cOmschrijving });
    await expect(replacement).toBeChecked();
    await expect(replacement).toHaveAccessibleDescription(/9/);
    await expect(canvas.getAllByRole('switch')).toHaveLength(1);
  },
};

/** Switching a component off and on reports it with the new state. */
export const Toggle: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const replacement = canvas.getByRole('switch', { name: replacementCar.cOmschrijving });
    await userEvent.click(replacement);
    await expect(args.onToggle).toHaveBeenLastCalledWith(replacementCar, false);
    await expect(replacement).not.toBeChecked();
    replacement.focus();
    await userEvent.keyboard(' ');
    await expect(args.onToggle).toHaveBeenLastCalledWith(
      { ...replacementCar, bChecked: false },
      true,
    );
    await expect(replacement).toBeChecked();
  },
};

/** A component the scheme requires: no control, announced as included by the scheme. */
export const Locked: Story = {
  args: { options: [chargeCard] },
  play: async ({ canvas, globals }) => {
    await expect(canvas.queryByRole('switch')).toBeNull();
    const item = canvas.getByRole('listitem');
    await expect(item).toHaveTextContent(chargeCard.cOmschrijving);
    await expect(item).toHaveTextContent(storyText(globals)('parentScheme.included'));
  },
};

/** Components sorted by `nVolgNummer`, whatever order the server sends. */
export const Ordered: Story = {
  args: { options: unordered },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent(chargeCard.cOmschrijving);
    await expect(items[1]).toHaveTextContent(replacementCar.cOmschrijving);
    await expect(items[2]).toHaveTextContent('Pechhulp Europa');
    await expect(canvas.getByRole('switch', { name: 'Pechhulp Europa' })).not.toBeChecked();
  },
};

/** A scheme without components shows nothing. */
export const Empty: Story = {
  args: { options: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};
