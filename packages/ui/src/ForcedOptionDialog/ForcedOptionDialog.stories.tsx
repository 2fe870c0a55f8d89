import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@mui/material';
import { expect, fn, waitFor } from 'storybook/test';
import { demoOptions } from '@lease/api/testing';
import { storyText } from '../testing/storyText.ts';
import { ForcedOptionDialog } from './ForcedOptionDialog.tsx';

const winterPackage = {
  ...demoOptions.heatPump,
  nOptieID: 8840,
  nOptieIDHist: 880400,
  cOmschrijving: 'Winterpakket',
  nPrijs: 450,
  nLeaseprijs: 8,
  cToelichting: null,
};

const meta = {
  title: 'Configurator/ForcedOptionDialog',
  component: ForcedOptionDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    chosen: winterPackage,
    added: [demoOptions.heatPump],
    rule: demoOptions.heatPump.cToelichting,
    onConfirm: fn(),
    onCancel: fn(),
    disablePortal: true,
  },
  decorators: [
    // A transformed box contains the fixed-position dialog, so the screenshot shows it.
    (Story) => (
      <div style={{ transform: 'translateZ(0)', minHeight: 460 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ForcedOptionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The winter package needs the heat pump: the rule and +€29 a month. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    const dialog = canvas.getByRole('dialog', {
      name: text('forced.title', { name: 'Winterpakket' }),
    });
    await expect(dialog).toHaveAccessibleDescription('Verplicht bij het Winterpakket.');
    await expect(dialog).toHaveTextContent('+€ 29,-');
  },
};

/** Confirming and cancelling; Escape cancels too. */
export const ConfirmOrCancel: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    await userEvent.click(canvas.getByRole('button', { name: text('forced.confirm') }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** Focus stays inside the dialog and returns to the opener when it closes. */
export const FocusTrap: Story = {
  args: { open: false },
  render: (args) => {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Choose winter package</Button>
        <ForcedOptionDialog
          {...args}
          open={open}
          onCancel={() => setOpen(false)}
          onConfirm={() => setOpen(false)}
        />
      </>
    );
  },
  play: async ({ canvas, userEvent, globals }) => {
    const text = storyText(globals);
    const opener = canvas.getByRole('button', { name: 'Choose winter package' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog');
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.click(canvas.getByRole('button', { name: text('forced.cancel') }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

/** A choice that removes a conflicting option: the effect can be negative. */
export const WithRemoved: Story = {
  args: {
    chosen: demoOptions.wheels19,
    added: [],
    removed: [demoOptions.wheels20],
    rule: 'De 19 inch velgen vervangen de 20 inch velgen.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('dialog')).toHaveTextContent('€ -11,-');
  },
};

/** No rule text from the server: a generic explanation; long names wrap. */
export const LongTextsNoRule: Story = {
  args: {
    rule: null,
    chosen: {
      ...winterPackage,
      cOmschrijving:
        'Winterpakket Plus met stoelverwarming voor en achter, verwarmbaar stuurwiel en verwarmbare voorruit',
    },
  },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('dialog')).toHaveTextContent(
      storyText(globals)('forced.ruleFallback'),
    );
  },
};
