import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { storyText } from '../testing/storyText.ts';
import { AccessRequestForm } from './AccessRequestForm.tsx';

const meta = {
  title: 'Components/AccessRequestForm',
  component: AccessRequestForm,
  tags: ['autodocs'],
  args: { onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccessRequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, ready for input. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    const email = canvas.getByRole('textbox', { name: text('accessRequest.email') });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('autocomplete', 'email');
    await expect(email).toBeRequired();
  },
};

/** Filled in and submitted: the address goes to `onSubmit` without surrounding spaces. */
export const Submits: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    await userEvent.type(
      canvas.getByRole('textbox', { name: text('accessRequest.email') }),
      ' jan@voorbeeld.nl ',
    );
    await userEvent.click(canvas.getByRole('button', { name: text('accessRequest.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith('jan@voorbeeld.nl');
  },
};

/**
 * Submitting nothing, then an address the ticket call would refuse (its top-level domain is one
 * letter): a message tied to the field.
 */
export const ValidationErrors: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    const email = canvas.getByRole('textbox', { name: text('accessRequest.email') });
    const submit = canvas.getByRole('button', { name: text('accessRequest.submit') });
    await userEvent.click(submit);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(text('accessRequest.emailRequired'));
    await expect(email).toHaveFocus();
    await userEvent.type(email, 'jan@voorbeeld.n');
    await userEvent.click(submit);
    await expect(email).toHaveAccessibleDescription(text('accessRequest.emailInvalid'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While the request runs the button shows progress and cannot be pressed again. */
export const Pending: Story = {
  args: { pending: true, defaultEmail: 'jan@voorbeeld.nl' },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(
      canvas.getByRole('button', { name: text('accessRequest.submitting') }),
    ).toBeDisabled();
  },
};

/** The server's message as plain text; what was typed stays. */
export const ServerError: Story = {
  args: {
    defaultEmail: 'jan@voorbeeld.nl',
    error: { message: 'De aanvraag is geweigerd <b>probeer het morgen opnieuw</b>.' },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const text = storyText(globals);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(text('accessRequest.errorTitle'));
    await expect(alert).toHaveTextContent('<b>probeer het morgen opnieuw</b>');
    await expect(canvasElement.querySelector('b')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: text('accessRequest.email') })).toHaveValue(
      'jan@voorbeeld.nl',
    );
  },
};

/** A failure without a message (network, server error) gets a general text. */
export const GeneralError: Story = {
  args: { defaultEmail: 'jan@voorbeeld.nl', error: { message: null } },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.getByRole('alert')).toHaveTextContent(text('accessRequest.errorGeneral'));
  },
};

/** Sent: a confirmation replaces the form and takes the focus; it does not say whether the address is known. */
export const Sent: Story = {
  args: { sent: true, defaultEmail: 'jan@voorbeeld.nl' },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(
      canvas.getByText(text('accessRequest.sentText', { email: 'jan@voorbeeld.nl' })),
    ).toBeVisible();
    await waitFor(() =>
      expect(
        canvas.getByRole('heading', { name: text('accessRequest.sentHeading') }),
      ).toHaveFocus(),
    );
  },
};

/** The whole flow as the portal wires it: what was typed shows in the confirmation. */
export const Flow: Story = {
  render: function Render(args) {
    const [sent, setSent] = useState(false);
    return (
      <AccessRequestForm
        {...args}
        sent={sent}
        onSubmit={(email) => {
          args.onSubmit(email);
          setSent(true);
        }}
      />
    );
  },
  play: async ({ canvas, userEvent, globals }) => {
    const text = storyText(globals);
    await userEvent.type(
      canvas.getByRole('textbox', { name: text('accessRequest.email') }),
      'piet@voorbeeld.nl{Enter}',
    );
    const heading = await canvas.findByRole('heading', { name: text('accessRequest.sentHeading') });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(
      canvas.getByText(text('accessRequest.sentText', { email: 'piet@voorbeeld.nl' })),
    ).toBeVisible();
  },
};
