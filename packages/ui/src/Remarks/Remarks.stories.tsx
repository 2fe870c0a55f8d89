import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { demoOrderRequest } from '@lease/api/testing';
import { storyText } from '../testing/storyText.ts';
import { Remarks, REMARKS_MAX_LENGTH } from './Remarks.tsx';
import { controlled } from '../storybook/controlled.tsx';

const Stateful = controlled(Remarks);

const meta = {
  title: 'Order/Remarks',
  component: Remarks,
  tags: ['autodocs'],
  args: { value: '', onChange: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Remarks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the count says how much fits. */
export const Default: Story = {};

/** Typing counts down. */
export const Typing: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const text = storyText(globals);
    const field = canvas.getByRole('textbox', { name: text('orderForm.remarks') });
    await userEvent.type(field, 'Graag');
    await expect(field).toHaveAccessibleDescription(
      text('orderForm.remarksLeft', { left: REMARKS_MAX_LENGTH - 5 }),
    );
  },
};

/** The demo order's remark. */
export const Filled: Story = { args: { value: demoOrderRequest.cOpmerking ?? '' } };

/** At the maximum length. */
export const Full: Story = {
  args: { value: 'Lange opmerking over de aflevering. '.repeat(60).slice(0, REMARKS_MAX_LENGTH) },
};
