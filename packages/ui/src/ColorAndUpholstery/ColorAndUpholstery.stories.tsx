import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { demoOptionsResponse } from '@lease/api/testing';
import { storyText } from '../testing/storyText.ts';
import { ColorAndUpholstery } from './ColorAndUpholstery.tsx';
import { controlled } from '../storybook/controlled.tsx';

const Stateful = controlled(ColorAndUpholstery);

const meta = {
  title: 'Order/ColorAndUpholstery',
  component: ColorAndUpholstery,
  tags: ['autodocs'],
  args: {
    value: {
      cKleur: demoOptionsResponse.cGekozenLak ?? '',
      cBekleding: demoOptionsResponse.cGekozenStoelbekleding ?? '',
    },
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
} satisfies Meta<typeof ColorAndUpholstery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Prefilled from the configurator. */
export const Default: Story = {};

/** Editing the upholstery. */
export const Edit: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const field = canvas.getByRole('textbox', { name: storyText(globals)('orderForm.upholstery') });
    await userEvent.clear(field);
    await userEvent.type(field, 'Leder zwart');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      cKleur: 'Kings Red metallic',
      cBekleding: 'Leder zwart',
    });
  },
};

/** Empty. */
export const Empty: Story = { args: { value: { cKleur: '', cBekleding: '' } } };

/** Fixed by the configuration. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('textbox', { name: storyText(globals)('orderForm.color') }),
    ).toHaveAttribute('readonly');
  },
};
