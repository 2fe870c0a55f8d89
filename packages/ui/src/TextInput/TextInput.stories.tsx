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

/** The browser's own select (on a phone the system's picker), labelled as a text field. */
export const Select: Story = {
  args: {
    label: 'Mileage per year',
    name: 'mileage',
    autoComplete: undefined,
    select: true,
    value: '20000',
    children: ['10000', '20000', '30000'].map((km) => (
      <option key={km} value={km}>
        {`${km.slice(0, 2)},000 km`}
      </option>
    )),
  },
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Mileage per year' });
    await userEvent.selectOptions(select, '30000');
    await expect(select).toHaveDisplayValue('30,000 km');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};
