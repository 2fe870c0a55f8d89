import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { demoContactDetails } from '@lease/api/testing';
import { storyText } from '../testing/storyText.ts';
import { ContactForm } from './ContactForm.tsx';

const meta = {
  title: 'Content/ContactForm',
  component: ContactForm,
  tags: ['autodocs'],
  args: { onSubmit: fn(), contactDetails: demoContactDetails },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lease desk's details and an empty form. */
export const Default: Story = {};

/** Filled in and sent. */
export const Submits: Story = {
  args: { nTypeIDHist: 30411 },
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(text('contact.subject')) }),
      'Levertijd',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(text('contact.message')) }),
      'Wanneer wordt mijn auto geleverd?',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: text('contact.email') }),
      'jan@example.nl',
    );
    await userEvent.click(canvas.getByRole('button', { name: text('contact.send') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      cOnderwerp: 'Levertijd',
      cBericht: 'Wanneer wordt mijn auto geleverd?',
      cEmail: 'jan@example.nl',
      cTelefoon: null,
      nTypeIDHist: 30411,
    });
  },
};

/**
 * Missing subject and message, an e-mail address the lease API would refuse (its top-level
 * domain is one letter): messages tied to the fields.
 */
export const Validation: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    await userEvent.type(
      canvas.getByRole('textbox', { name: text('contact.email') }),
      'jan@voorbeeld.n',
    );
    await userEvent.click(canvas.getByRole('button', { name: text('contact.send') }));
    const subject = canvas.getByRole('textbox', { name: new RegExp(text('contact.subject')) });
    await expect(subject).toHaveFocus();
    await expect(subject).toHaveAccessibleDescription(text('contact.subjectRequired'));
    await expect(
      canvas.getByRole('textbox', { name: text('contact.email') }),
    ).toHaveAccessibleDescription(text('contact.emailInvalid'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Sending. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('button', { name: storyText(globals)('contact.sending') }),
    ).toBeDisabled();
  },
};

/** `ContactMail` answered true. */
export const Sent: Story = {
  args: { result: true },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(storyText(globals)('contact.sent'));
  },
};

/** `ContactMail` answered false. */
export const Failed: Story = {
  args: { result: false },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(storyText(globals)('contact.failed'));
  },
};

/** Without contact details. */
export const WithoutDetails: Story = { args: { contactDetails: null } };
