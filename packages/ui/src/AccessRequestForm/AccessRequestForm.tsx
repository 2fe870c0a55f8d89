import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { emailAddressSchema } from '@lease/api/contract';
import type { UiMessageId } from '../i18n/en.ts';
import { useKeepTypedValue } from '../hooks/useKeepTypedValue.ts';
import { useUiText } from '../i18n/useUiText.ts';
import { themeStyles } from '../styles/themeStyles.ts';

/** A ticket request that failed (spec: "Ticket request failure stores an error"). */
export interface AccessRequestError {
  /** `message` of the `ticket/create` answer, shown as plain text; a general text when empty. */
  message?: string | null;
}

export interface AccessRequestFormProps {
  /** Called with the trimmed address once it looks like an e-mail address; the portal sends it. */
  onSubmit(email: string): void;
  /** The request is in progress: the button shows progress and further submits are ignored. */
  pending?: boolean;
  /** The request was accepted: the form makes way for a confirmation. */
  sent?: boolean;
  /** The request failed; what was typed stays. */
  error?: AccessRequestError | null;
  /** Show the heading (h1); off when the page has its own. */
  showHeading?: boolean;
  /** The address to start with, e.g. the username typed on the login page. */
  defaultEmail?: string;
}

const MAX_LENGTH = 254;

/** The address checked with the schema the ticket call checks it with (trimmed). */
function emailProblem(value: string): UiMessageId | null {
  if (value === '') return 'accessRequest.emailRequired';
  if (!emailAddressSchema.safeParse(value).success) return 'accessRequest.emailInvalid';
  return null;
}

const AccessRequestFormRoot = styled('div', { name: 'LeaseAccessRequestForm', slot: 'Root' })(
  themeStyles((theme) => ({
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(2.5),
    '& form': { display: 'flex', flexDirection: 'column', gap: theme.spacing(2.5) },
    '& .LeaseAccessRequestForm-wrap': { overflowWrap: 'anywhere' },
  })),
);

/**
 * A driver asks for access or a new password by e-mail (`/auth/authorize`, `/auth/grant_access`).
 * The confirmation never says whether the address is known.
 */
export function AccessRequestForm({
  onSubmit,
  pending = false,
  sent = false,
  error,
  showHeading = true,
  defaultEmail = '',
}: AccessRequestFormProps) {
  const t = useUiText();
  const id = useId();
  const [email, setEmail] = useState(defaultEmail);
  const [problem, setProblem] = useState<UiMessageId | null>(null);
  const input = useKeepTypedValue<HTMLInputElement>(defaultEmail);
  const confirmation = useRef<HTMLHeadingElement | null>(null);

  // The form disappears under the focus once sent; move it to the confirmation so keyboard and
  // screen-reader users land on what happened instead of the top of the page.
  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  if (sent) {
    return (
      <AccessRequestFormRoot>
        <Typography
          ref={confirmation}
          tabIndex={-1}
          component={showHeading ? 'h1' : 'h2'}
          variant="h2"
          sx={{ outline: 'none' }}
        >
          {t('accessRequest.sentHeading')}
        </Typography>
        <Typography className="LeaseAccessRequestForm-wrap">
          {t('accessRequest.sentText', { email: email.trim() })}
        </Typography>
      </AccessRequestFormRoot>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const value = email.trim();
    const found = emailProblem(value);
    setProblem(found);
    if (found) {
      input.current?.focus();
      return;
    }
    onSubmit(value);
  };

  const errorText = error?.message?.trim() || t('accessRequest.errorGeneral');

  return (
    <AccessRequestFormRoot>
      {showHeading ? (
        <Typography id={`${id}-heading`} component="h1" variant="h2">
          {t('accessRequest.heading')}
        </Typography>
      ) : null}
      <Typography id={`${id}-intro`}>{t('accessRequest.intro')}</Typography>
      {error ? (
        <Alert severity="error" role="alert" className="LeaseAccessRequestForm-wrap">
          <AlertTitle>{t('accessRequest.errorTitle')}</AlertTitle>
          {errorText}
        </Alert>
      ) : null}
      <form
        noValidate
        onSubmit={submit}
        aria-labelledby={showHeading ? `${id}-heading` : undefined}
        aria-label={showHeading ? undefined : t('accessRequest.heading')}
        aria-describedby={`${id}-intro`}
        aria-busy={pending}
      >
        <TextField
          id={`${id}-email`}
          name="email"
          type="email"
          label={t('accessRequest.email')}
          autoComplete="email"
          required
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            // Once a message shows, it goes away as soon as the address looks right.
            if (problem && !emailProblem(event.target.value.trim())) setProblem(null);
          }}
          error={Boolean(problem)}
          helperText={problem ? t(problem) : undefined}
          inputRef={input}
          slotProps={{
            htmlInput: { maxLength: MAX_LENGTH, autoCapitalize: 'none', spellCheck: false },
          }}
        />
        <SubmitButton
          pending={pending}
          text={t('accessRequest.submit')}
          pendingText={t('accessRequest.submitting')}
        />
      </form>
    </AccessRequestFormRoot>
  );
}
