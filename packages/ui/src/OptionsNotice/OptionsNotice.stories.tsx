import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { demoOptionsResponse } from '@lease/api/testing';
import { storyText } from '../testing/storyText.ts';
import { OptionsNotice } from './OptionsNotice.tsx';

const meta = {
  title: 'Configurator/OptionsNotice',
  component: OptionsNotice,
  tags: ['autodocs'],
  args: { popup: demoOptionsResponse.Popup, onDismiss: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OptionsNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The delivery-time notice as a note, not an interrupting alert. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const note = canvas.getByRole('note', { name: 'Levertijd' });
    await expect(note).toHaveTextContent(/12 tot 16 weken/);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Dismissing hides the notice and reports it. */
export const Dismiss: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: storyText(globals)('optionsNotice.dismiss') }),
    );
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('note')).toBeNull();
  },
};

/** An urgent notice interrupts: role="alert". */
export const Urgent: Story = {
  args: { urgent: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/12 tot 16 weken/);
    await expect(canvas.queryByRole('note')).toBeNull();
  },
};

/** Without a title the generic one shows. */
export const NoTitle: Story = {
  args: { popup: { cTitel: null, cTekst: 'Deze uitvoering is beperkt leverbaar.' } },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('note', { name: storyText(globals)('optionsNotice.title') }),
    ).toBeVisible();
  },
};

/** Markup in the server's text stays text. */
export const PlainTextOnly: Story = {
  args: {
    popup: {
      cTitel: '<i>Let op</i>',
      cTekst: 'Levering <b>vertraagd</b> <img src=x onerror="alert(1)">',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/<b>vertraagd<\/b>/)).toBeVisible();
    await expect(canvasElement.querySelector('b, i, img')).toBeNull();
  },
};

/** No popup: nothing shows. */
export const Empty: Story = {
  args: { popup: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[role="note"], [role="alert"]')).toBeNull();
  },
};
