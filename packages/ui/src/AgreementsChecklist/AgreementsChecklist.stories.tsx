import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { demoAgreements } from '@lease/api/testing';
import { storyText } from '../testing/storyText.ts';
import { AgreementsChecklist } from './AgreementsChecklist.tsx';
import { controlled } from '../storybook/controlled.tsx';

const Stateful = controlled(AgreementsChecklist);

const meta = {
  title: 'Order/AgreementsChecklist',
  component: AgreementsChecklist,
  tags: ['autodocs'],
  args: { agreements: demoAgreements, value: [], onChange: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AgreementsChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two required agreements (one with a document) and an optional one. */
export const Default: Story = {};

/** Ticking an agreement sends the whole list. */
export const Tick: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', { name: /salaris/ });
    await expect(box).toBeRequired();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { nAkkoordID: 1, bAkkoord: false },
      { nAkkoordID: 2, bAkkoord: true },
      { nAkkoordID: 3, bAkkoord: false },
    ]);
  },
};

/** After an order attempt, unticked required agreements say so. */
export const Missing: Story = {
  args: { showErrors: true, value: [{ nAkkoordID: 1, bAkkoord: true }] },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.getByRole('checkbox', { name: /salaris/ })).toHaveAccessibleDescription(
      text('agreements.missing'),
    );
    await expect(canvas.getAllByText(text('agreements.missing'))).toHaveLength(1);
  },
};

/** Markup in a text stays text; an unsafe link is left out. */
export const PlainTextOnly: Story = {
  args: {
    agreements: [
      {
        nAkkoordID: 9,
        cTekst: 'Ik ga akkoord met <b>alles</b> <img src=x onerror="alert(1)">',
        bVerplicht: true,
        cLinkURL: 'javascript:alert(1)',
        cLinkTekst: 'Voorwaarden',
      },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/<b>alles<\/b>/)).toBeVisible();
    await expect(canvasElement.querySelector('b, img')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** All accepted. */
export const AllTicked: Story = {
  args: { value: demoAgreements.map((a) => ({ nAkkoordID: a.nAkkoordID, bAkkoord: true })) },
};
