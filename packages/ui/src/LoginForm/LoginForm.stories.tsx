import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { MAX_USERNAME_LENGTH } from '@lease/api/contract';
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

/**
 * Typing stops at the longest user name the server accepts (`maxUsernameLength`, by default the
 * contract's `MAX_USERNAME_LENGTH`); a name of exactly that length is sent.
 */
export const UsernameAtLimit: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    const username = canvas.getByRole('textbox', { name: text('login.username') });
    const longest = 'j'.repeat(MAX_USERNAME_LENGTH);
    await userEvent.click(username);
    await userEvent.paste(longest);
    await userEvent.type(username, 'x');
    await expect(username).toHaveValue(longest);
    await expect(username).toHaveAttribute('aria-invalid', 'false');
    await userEvent.type(canvas.getByLabelText(text('login.password'), { exact: false }), 'geheim');
    await userEvent.click(canvas.getByRole('button', { name: text('login.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: longest, password: 'geheim' });
  },
};

/**
 * A pasted user name longer than the server accepts is kept whole, not cut off without a word,
 * and said to be too long at once; submitting sends nothing and puts the focus on it.
 */
export const UsernameTooLong: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    const username = canvas.getByRole('textbox', { name: text('login.username') });
    const tooLong = 'j'.repeat(MAX_USERNAME_LENGTH + 1);
    const message = text('login.usernameTooLong', { max: MAX_USERNAME_LENGTH });
    await userEvent.click(username);
    await userEvent.paste(tooLong);
    await expect(username).toHaveValue(tooLong);
    await expect(username).toHaveAccessibleDescription(message);
    await userEvent.type(canvas.getByLabelText(text('login.password'), { exact: false }), 'geheim');
    await userEvent.click(canvas.getByRole('button', { name: text('login.submit') }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toHaveAccessibleDescription(message);
    await expect(username).toHaveFocus();
    // Shortened to the limit, the message goes and the name is sent.
    await userEvent.type(username, '{End}{Backspace}');
    await expect(username).toHaveAttribute('aria-invalid', 'false');
    await userEvent.click(canvas.getByRole('button', { name: text('login.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      username: 'j'.repeat(MAX_USERNAME_LENGTH),
      password: 'geheim',
    });
  },
};

/** A remembered user name over the limit (`defaultUsername`) is caught on submit as well. */
export const RememberedUsernameTooLong: Story = {
  args: { defaultUsername: `${'j'.repeat(MAX_USERNAME_LENGTH)}@example.nl` },
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = storyText(globals);
    await userEvent.type(canvas.getByLabelText(text('login.password'), { exact: false }), 'geheim');
    await userEvent.click(canvas.getByRole('button', { name: text('login.submit') }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(
      canvas.getByRole('textbox', { name: text('login.username') }),
    ).toHaveAccessibleDescription(text('login.usernameTooLong', { max: MAX_USERNAME_LENGTH }));
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
