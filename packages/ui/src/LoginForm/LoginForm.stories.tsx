import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyText } from '../testing/storyText.ts';
import { LoginForm } from './LoginForm.tsx';

const meta = {
  title: 'Components/LoginForm',
  component: LoginForm,
  tags: ['autodocs'],
  args: { onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, ready for input. */
export const Default: Story = {};

/** Filled in and submitted: the values go to `onSubmit`, the username trimmed. */
export const Submits: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    await userEvent.type(canvas.getByLabelText(text('login.username'), { exact: false }), ' jan ');
    await userEvent.type(canvas.getByLabelText(text('login.password'), { exact: false }), 'geheim');
    await userEvent.click(canvas.getByRole('button', { name: text('login.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: 'jan', password: 'geheim' });
  },
};

/** Submitting empty fields shows a message under each, tied to the field and announced. */
export const ValidationErrors: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    await userEvent.click(canvas.getByRole('button', { name: text('login.submit') }));
    const username = canvas.getByRole('textbox', { name: text('login.username') });
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toHaveAccessibleDescription(text('login.usernameRequired'));
    await expect(username).toHaveFocus();
    await expect(canvas.getByText(text('login.passwordRequired'))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While the login runs the button shows progress and cannot be pressed again. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.getByRole('button', { name: text('login.submitting') })).toBeDisabled();
  },
};

/** The server's refusal: its status as the title, its remark as the text; long texts wrap. */
export const Refused: Story = {
  args: {
    refusal: {
      status: 'Uw account is tijdelijk geblokkeerd na te veel mislukte inlogpogingen',
      description:
        'Om uw gegevens te beschermen is uw account voor 30 minuten geblokkeerd. Neem contact op met de helpdesk van uw werkgever via helpdesk-mobiliteit@voorbeeldwerkgever.nl als u uw wachtwoord bent vergeten, of probeer het later opnieuw.',
    },
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('tijdelijk geblokkeerd');
    await expect(alert).toHaveTextContent('helpdesk-mobiliteit@voorbeeldwerkgever.nl');
  },
};

/** Markup from the server is shown as text and never interpreted. */
export const RefusedWithMarkup: Story = {
  args: {
    refusal: {
      status: '<b>Geweigerd</b>',
      description: 'Onbekende gebruiker <img src=x onerror="alert(1)">',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('<b>Geweigerd</b>');
    await expect(alert).toHaveTextContent('<img src=x onerror="alert(1)">');
    await expect(canvasElement.querySelector('img, b')).toBeNull();
  },
};

/** A refusal without a status gets a generic title. */
export const RefusedWithoutStatus: Story = {
  args: { refusal: { status: null, description: 'Gebruikersnaam of wachtwoord onjuist.' } },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.getByRole('alert')).toHaveTextContent(text('login.refusedFallbackTitle'));
  },
};

/** Any other failure, e.g. the server could not be reached. */
export const NetworkError: Story = {
  args: { errorMessage: 'The server could not be reached. Check your connection and try again.' },
  play: async ({ canvas, globals }) => {
    const text = storyText(globals);
    await expect(canvas.getByRole('alert')).toHaveTextContent(text('login.errorTitle'));
  },
};
