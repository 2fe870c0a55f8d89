import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { EigenOptie } from '@lease/api';
import { demoOptionsResponse } from '@lease/api/testing';
import { storyText } from '../testing/storyText.ts';
import { OwnOptions, type OwnOptionsProps } from './OwnOptions.tsx';

const own = demoOptionsResponse.EigenOpties.filter((option) => !option.bIsBestellingVraag);

function Stateful(props: OwnOptionsProps) {
  const [options, setOptions] = useState<readonly EigenOptie[]>(props.options);
  return (
    <OwnOptions
      {...props}
      options={options}
      onAdd={(option) => {
        props.onAdd(option);
        setOptions((list) => [
          ...list,
          { ...option, bIsBestellingVraag: false, bVerplicht: false, cType: 'bedrag' },
        ]);
      }}
      onRemove={(option, index) => {
        props.onRemove(option, index);
        setOptions((list) => list.filter((_, i) => i !== index));
      }}
    />
  );
}

const meta = {
  title: 'Configurator/OwnOptions',
  component: OwnOptions,
  tags: ['autodocs'],
  args: { options: own, canMakeOwnOptionSelection: true, onAdd: fn(), onRemove: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OwnOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Roof bars added; the form adds more. */
export const Default: Story = {};

/** Adding an own option: the Dutch amount is read, the form clears. */
export const Add: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    const description = canvas.getByRole('textbox', { name: text('own.description') });
    await userEvent.type(description, 'Fietsendrager');
    await userEvent.type(canvas.getByRole('textbox', { name: text('own.price') }), '1.234,50');
    await userEvent.click(canvas.getByRole('button', { name: text('own.add') }));
    await expect(args.onAdd).toHaveBeenCalledWith({
      cOmschrijving: 'Fietsendrager',
      nPrijs: 1234.5,
    });
    await expect(canvas.getByText('Fietsendrager')).toBeVisible();
    await expect(description).toHaveValue('');
    await expect(description).toHaveFocus();
  },
};

/** Empty fields and a bad amount: messages tied to the fields, nothing added. */
export const Validation: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    await userEvent.type(canvas.getByRole('textbox', { name: text('own.price') }), 'veel');
    await userEvent.click(canvas.getByRole('button', { name: text('own.add') }));
    const description = canvas.getByRole('textbox', { name: text('own.description') });
    await expect(description).toHaveAccessibleDescription(text('own.descriptionRequired'));
    await expect(description).toHaveFocus();
    await expect(
      canvas.getByRole('textbox', { name: text('own.price') }),
    ).toHaveAccessibleDescription(text('own.priceInvalid'));
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** Removing an own option. */
export const Remove: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    await userEvent.click(
      canvas.getByRole('button', { name: text('chosen.remove', { name: 'Dakdragers' }) }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith(own[0], 0);
    await expect(canvas.getByText(text('own.empty'))).toBeVisible();
  },
};

/** `DisableOwnFreeInputOptions`: the list stays, free input is off. */
export const FreeInputDisabled: Story = {
  args: { disableFreeInput: true },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByText(text('own.freeInputDisabled'))).toBeVisible();
  },
};

/** The scheme does not allow own options (`CanMakeOwnOptionSelection` false). */
export const NotAllowed: Story = {
  args: { canMakeOwnOptionSelection: false },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyText(globals)('own.notAllowed'))).toBeVisible();
  },
};

/** No own options yet. */
export const Empty: Story = { args: { options: [] } };
