import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyText } from '../testing/storyText.ts';
import { DrivingLicenceField } from './DrivingLicenceField.tsx';
import { controlled } from '../storybook/controlled.tsx';

const Stateful = controlled(DrivingLicenceField);

const meta = {
  title: 'Order/DrivingLicenceField',
  component: DrivingLicenceField,
  tags: ['autodocs'],
  args: { value: '', onChange: fn(), required: true },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DrivingLicenceField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, with the format as a hint. */
export const Default: Story = {};

/** A wrong number is flagged when the field is left, and cleared once it is right. */
export const Validation: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const text = storyText(globals);
    const field = canvas.getByRole('textbox', { name: new RegExp(text('licence.label')) });
    await userEvent.type(field, '51234');
    await userEvent.tab();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(text('licence.invalid'));
    await userEvent.type(field, '56789');
    await expect(field).toHaveAttribute('aria-invalid', 'false');
  },
};

/** Required and empty after an order attempt. */
export const Required: Story = {
  args: { showErrors: true },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.getByRole('textbox')).toHaveAccessibleDescription(text('licence.required'));
  },
};

/** A valid number with spaces. */
export const Valid: Story = { args: { value: '512 345 6789', showErrors: true } };
