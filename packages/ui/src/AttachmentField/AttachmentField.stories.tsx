import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent as baseUserEvent } from 'storybook/test';
import { storyText } from '../testing/storyText.ts';
import {
  AttachmentField,
  type AttachedFile,
  type AttachmentFieldProps,
} from './AttachmentField.tsx';

function Stateful(props: AttachmentFieldProps) {
  const [value, setValue] = useState<AttachedFile | null>(props.value);
  return (
    <AttachmentField
      {...props}
      value={value}
      onChange={(file) => {
        props.onChange(file);
        setValue(file ? { name: file.name, size: file.size } : null);
      }}
    />
  );
}

const meta = {
  title: 'Order/AttachmentField',
  component: AttachmentField,
  tags: ['autodocs'],
  args: { value: null, onChange: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AttachmentField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing attached. */
export const Default: Story = {};

/** Attaching a PDF, then removing it. */
export const Attach: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    const file = new File(['%PDF-1.7 offerte'], 'offerte-dealer.pdf', { type: 'application/pdf' });
    await userEvent.upload(canvas.getByLabelText(text('attachment.choose')), file);
    await expect(args.onChange).toHaveBeenCalledWith(file);
    await expect(canvas.getByText(/offerte-dealer\.pdf/)).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: text('chosen.remove', { name: 'offerte-dealer.pdf' }) }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

/** A file that is too large is refused with a message. */
export const TooLarge: Story = {
  args: { maxBytes: 10 },
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    const file = new File(['%PDF-1.7 this is more than ten bytes'], 'groot.pdf', {
      type: 'application/pdf',
    });
    await userEvent.upload(canvas.getByLabelText(text('attachment.choose')), file);
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A file of the wrong type is refused. */
export const WrongType: Story = {
  play: async ({ canvas, args, globals }) => {
    const text = storyText(globals);
    const file = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    // A person can pick "all files" in the dialog, so `accept` is no guarantee: the check must hold.
    const user = baseUserEvent.setup({ applyAccept: false });
    await user.upload(canvas.getByLabelText(text('attachment.choose')), file);
    await expect(canvas.getByRole('alert')).toHaveTextContent('PDF, JPEG, PNG');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Already attached, with a long file name. */
export const Attached: Story = {
  args: {
    value: {
      name: 'getekende-offerte-volkswagen-id4-pure-kings-red-met-trekhaak-2026-02-23-definitief.pdf',
      size: 2_400_000,
    },
  },
};
