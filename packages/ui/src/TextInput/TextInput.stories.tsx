import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextInput, type TextInputProps } from './TextInput.tsx';

function Stateful(args: TextInputProps) {
  const [value, setValue] = useState(args.value ?? '');
  return (
    <TextInput
      {...args}
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
        args.onChange?.(event);
      }}
    />
  );
}

const meta = {
  title: 'Components/TextInput',
  component: TextInput,
  tags: ['autodocs'],
  args: { label: 'Username', name: 'username', autoComplete: 'username', onChange: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the label sits in the field. */
export const Default: Story = {};

/** Typing: the label moves up into the outline and every change is passed on. */
export const Typing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await userEvent.type(input, 'jan');
    await expect(input).toHaveValue('jan');
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

/** Required: an asterisk after the label, `required` on the input, the label still its name. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toBeRequired();
  },
};

/** Invalid: the message under the field is the input's description, and it is marked invalid. */
export const Invalid: Story = {
  args: { required: true, error: true, helperText: 'Enter your username.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter your username.');
  },
};

/** A hint under the field, for a valid field. */
export const WithHint: Story = {
  args: { value: 'jan@horizon.example', helperText: 'The address your employer registered.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await expect(input).toHaveAttribute('aria-invalid', 'false');
    await expect(input).toHaveAccessibleDescription('The address your employer registered.');
  },
};

/** A password: the typed letters are hidden; the label still names the input. */
export const Password: Story = {
  args: {
    label: 'Password',
    name: 'password',
    type: 'password',
    autoComplete: 'current-password',
    value: 'geheim',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
  },
};

/** Unavailable. */
export const Disabled: Story = {
  args: { value: 'jan', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toBeDisabled();
  },
};
