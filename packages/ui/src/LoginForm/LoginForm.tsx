import { useId, useRef, useState, type ClipboardEvent, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { RefusalAlert, type Refusal } from '../forms/RefusalAlert.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { TextInput } from '../TextInput/TextInput.tsx';
import { useUiText } from '../i18n/useUiText.ts';
import type { UiMessageId } from '../i18n/en.ts';
import { DEFAULT_MAX_USERNAME_LENGTH, usernameTooLong } from './usernameLimit.ts';

/** What the form submits. */
export interface LoginValues {
  username: string;
  password: string;
}

/** A login the server refused: `cStatus` and `cOpmerking` of the login response (spec point 8). */
export type LoginRefusal = Refusal;

export interface LoginFormProps {
  /** Called with the values once both fields are filled in. */
  onSubmit(values: LoginValues): void;
  /** A login is in progress: the button shows progress and further submits are ignored. */
  pending?: boolean;
  /** The server's refusal, shown as an alert (as plain text, never HTML). */
  refusal?: LoginRefusal | null;
  /** Any other failure (network, server error), already in the interface language. */
  errorMessage?: string | null;
  /** Show the "Log in" heading (h1); off when the page has its own. */
  showHeading?: boolean;
  /** The username to start with, e.g. remembered from the last visit. */
  defaultUsername?: string;
  /** The longest username the server accepts (trimmed); the contract's `MAX_USERNAME_LENGTH`. */
  maxUsernameLength?: number;
}

type Field = keyof LoginValues;
const REQUIRED: Record<Field, UiMessageId> = {
  username: 'login.usernameRequired',
  password: 'login.passwordRequired',
};

const LoginFormRoot = styled('form', { name: 'LeaseLoginForm', slot: 'Root' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(2.5),
}));

/** Username and password with required-field and length checks, and the server's refusal. */
export function LoginForm({
  onSubmit,
  pending = false,
  refusal,
  errorMessage,
  showHeading = true,
  defaultUsername = '',
  maxUsernameLength = DEFAULT_MAX_USERNAME_LENGTH,
}: LoginFormProps) {
  const t = useUiText();
  const id = useId();
  const headingId = `${id}-heading`;
  const [values, setValues] = useState<LoginValues>({ username: defaultUsername, password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, UiMessageId>>>({});
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const change = (field: Field, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    // A username over the limit is said at once; a message goes as soon as the field is right.
    const tooLong = field === 'username' && usernameTooLong(value, maxUsernameLength);
    if (tooLong) {
      setErrors((previous) => ({ ...previous, username: 'login.usernameTooLong' }));
    } else if (
      errors[field] === 'login.usernameTooLong' ||
      (errors[field] && value.trim() !== '')
    ) {
      setErrors((previous) => ({ ...previous, [field]: undefined }));
    }
  };

  // `maxLength` stops typing at the limit, but the browser would cut a longer paste off without
  // a word, and a name cut short only fails at the server. Kept whole, it is marked too long.
  const pasteUsername = (event: ClipboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    // A text field drops line breaks from what is pasted into it.
    const pasted = event.clipboardData.getData('text/plain').replace(/[\r\n]/g, '');
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    const next = input.value.slice(0, start) + pasted + input.value.slice(end);
    if (next.length <= maxUsernameLength) return;
    event.preventDefault();
    change('username', next);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const found: Partial<Record<Field, UiMessageId>> = {};
    if (values.username.trim() === '') found.username = REQUIRED.username;
    else if (usernameTooLong(values.username, maxUsernameLength)) {
      found.username = 'login.usernameTooLong';
    }
    if (values.password === '') found.password = REQUIRED.password;
    setErrors(found);
    const firstInvalid = (['username', 'password'] as const).find((field) => found[field]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    onSubmit({ username: values.username.trim(), password: values.password });
  };

  return (
    <LoginFormRoot
      noValidate
      onSubmit={submit}
      aria-labelledby={showHeading ? headingId : undefined}
      aria-busy={pending}
    >
      {showHeading ? (
        <Typography id={headingId} component="h1" variant="h2">
          {t('login.heading')}
        </Typography>
      ) : null}
      {refusal ? (
        <RefusalAlert refusal={refusal} fallbackTitle={t('login.refusedFallbackTitle')} />
      ) : null}
      {errorMessage ? (
        <Alert severity="error" role="alert" sx={{ overflowWrap: 'anywhere' }}>
          <AlertTitle>{t('login.errorTitle')}</AlertTitle>
          {errorMessage}
        </Alert>
      ) : null}
      <TextInput
        id={`${id}-username`}
        name="username"
        label={t('login.username')}
        autoComplete="username"
        required
        value={values.username}
        onChange={(event) => change('username', event.target.value)}
        error={Boolean(errors.username)}
        helperText={errors.username ? t(errors.username, { max: maxUsernameLength }) : undefined}
        inputRef={(element: HTMLInputElement | null) => {
          inputs.current.username = element;
        }}
        htmlInputProps={{
          autoCapitalize: 'none',
          spellCheck: false,
          maxLength: maxUsernameLength,
          onPaste: pasteUsername,
        }}
      />
      <TextInput
        id={`${id}-password`}
        name="password"
        type="password"
        label={t('login.password')}
        autoComplete="current-password"
        required
        value={values.password}
        onChange={(event) => change('password', event.target.value)}
        error={Boolean(errors.password)}
        helperText={errors.password ? t(errors.password) : undefined}
        inputRef={(element: HTMLInputElement | null) => {
          inputs.current.password = element;
        }}
      />
      <SubmitButton
        pending={pending}
        text={t('login.submit')}
        pendingText={t('login.submitting')}
      />
    </LoginFormRoot>
  );
}
