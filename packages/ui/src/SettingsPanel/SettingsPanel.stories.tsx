import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { demoSettings } from '@lease/api/testing';
import { storyText } from '../testing/storyText.ts';
import { SettingsPanel } from './SettingsPanel.tsx';
import { controlled } from '../storybook/controlled.tsx';

const Stateful = controlled(SettingsPanel);

const meta = {
  title: 'Shell/SettingsPanel',
  component: SettingsPanel,
  tags: ['autodocs'],
  args: {
    brackets: demoSettings.Belastingschijven,
    value: { nBelastingPercentage: 49.5, bAlleenZakelijk: false },
    onChange: fn(),
  },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SettingsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 2026 brackets, the default fifth (49.50%) selected. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(
      canvas.getByRole('radiogroup', { name: text('settings.taxBracket') }),
    ).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /Schijf 3/ })).toBeChecked();
  },
};

/** Choosing a bracket and business only. */
export const Change: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    await userEvent.click(canvas.getByRole('radio', { name: /Schijf 2/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      nBelastingPercentage: 37.56,
      bAlleenZakelijk: false,
    });
    const business = canvas.getByRole('switch', { name: text('settings.businessOnly') });
    await userEvent.click(business);
    await expect(business).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith({
      nBelastingPercentage: 37.56,
      bAlleenZakelijk: true,
    });
  },
};

/** A supervisor without a driver: the choice stays on this device. */
export const SupervisorLocal: Story = {
  args: { localOnly: true },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyText(globals)('settings.localOnly'))).toBeVisible();
  },
};

/** Saving. */
export const Saving: Story = {
  args: { pending: true },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      storyText(globals)('settings.saving'),
    );
  },
};

/** Saving failed. */
export const SaveError: Story = {
  args: { errorMessage: 'Your settings could not be saved. Try again.' },
};

/** The scheme sends no brackets. */
export const NoBrackets: Story = { args: { brackets: [] } };
