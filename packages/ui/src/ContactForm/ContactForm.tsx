import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, TextField, Typography } from '@mui/material';
import type { ContactDetails, ContactMailRequest } from '@lease/api';
import { contactMailRequestSchema } from '@lease/api/contract';
import type { UiMessageId } from '../i18n/en.ts';
import { useKeepTypedValue } from '../hooks/useKeepTypedValue.ts';
import { useUiText } from '../i18n/useUiText.ts';

export interface ContactFormProps {
  /** Sends the message (`POST /api/ContactMail`). */
  onSubmit(values: ContactMailRequest): void;
  /** The message is being sent. */
  pending?: boolean;
  /** `ContactMail` answered: `true` sent, `false` not sent; `null` before sending. */
  result?: boolean | null;
  /** The lease desk's details (`GetContactgegevens`), shown beside the form. */
  contactDetails?: ContactDetails | null;
  /** The car the question is about, when asked from a car page. */
  nTypeIDHist?: number | null;
}

type Field = 'cOnderwerp' | 'cBericht' | 'cEmail';

/** The checked fields, in the order of the form: the first refused one gets the focus. */
const FIELDS: readonly Field[] = ['cOnderwerp', 'cBericht', 'cEmail'];

/**
 * What a refused field says. The inputs' `maxLength`s are the schema's, so a subject or message
 * is refused only when empty, an address only when it is no address.
 */
const PROBLEM: Record<Field, UiMessageId> = {
  cOnderwerp: 'contact.subjectRequired',
  cBericht: 'contact.messageRequired',
  cEmail: 'contact.emailInvalid',
};

/** A message to the lease desk: subject, message, e-mail and phone, with validation and the result. */
export function ContactForm({
  onSubmit,
  pending = false,
  result = null,
  contactDetails,
  nTypeIDHist,
}: ContactFormProps) {
  const t = useUiText();
  const id = useId();
  const [values, setValues] = useState({ cOnderwerp: '', cBericht: '', cEmail: '', cTelefoon: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, UiMessageId>>>({});
  // Text typed into the server's page before React adopted the form is the text sent.
  const inputs = {
    cOnderwerp: useKeepTypedValue<HTMLInputElement>(values.cOnderwerp),
    cBericht: useKeepTypedValue<HTMLTextAreaElement>(values.cBericht),
    cEmail: useKeepTypedValue<HTMLInputElement>(values.cEmail),
    cTelefoon: useKeepTypedValue<HTMLInputElement>(values.cTelefoon),
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    // The schema the lease API checks the message with: what passes here, the server takes.
    const checked = contactMailRequestSchema.safeParse({
      cOnderwerp: values.cOnderwerp,
      cBericht: values.cBericht,
      cEmail: values.cEmail.trim() || null,
      cTelefoon: values.cTelefoon.trim() || null,
      nTypeIDHist: nTypeIDHist ?? null,
    });
    const refused = new Set(checked.error?.issues.map((issue) => issue.path[0]));
    const found = Object.fromEntries(
      FIELDS.filter((name) => refused.has(name)).map((name) => [name, PROBLEM[name]]),
    );
    setErrors(found);
    const first = FIELDS.find((name) => found[name]);
    if (first) {
      inputs[first].current?.focus();
      return;
    }
    if (checked.success) onSubmit(checked.data);
  };
  const field = (name: Field | 'cTelefoon') => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((previous) => ({ ...previous, [name]: value }));
      if (name !== 'cTelefoon' && errors[name])
        setErrors((previous) => ({ ...previous, [name]: undefined }));
    },
    error: name !== 'cTelefoon' && Boolean(errors[name]),
    helperText: name !== 'cTelefoon' && errors[name] ? t(errors[name]) : undefined,
  });

  const details = contactDetails
    ? [
        contactDetails.cNaam,
        contactDetails.cTelefoon,
        contactDetails.cEmail,
        [
          contactDetails.cAdres,
          [contactDetails.cPostcode, contactDetails.cPlaats].filter(Boolean).join(' '),
        ]
          .filter(Boolean)
          .join(', '),
        contactDetails.cOpeningstijden,
      ].filter((line): line is string => Boolean(line?.trim()))
    : [];

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      {details.length > 0 ? (
        <Typography
          component="address"
          sx={{ fontStyle: 'normal', whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
        >
          {details.join('\n')}
        </Typography>
      ) : null}
      <div role="status">
        {result === true ? (
          <Alert severity="success" role="note">
            {t('contact.sent')}
          </Alert>
        ) : null}
      </div>
      {result === false ? (
        <Alert severity="error" role="alert">
          {t('contact.failed')}
        </Alert>
      ) : null}
      <form
        noValidate
        onSubmit={submit}
        aria-labelledby={`${id}-heading`}
        aria-busy={pending}
        style={{ display: 'flex', flexDirection: 'column', gap: 16 }}
      >
        <Typography id={`${id}-heading`} component="h2" variant="h5">
          {t('contact.heading')}
        </Typography>
        <TextField
          label={t('contact.subject')}
          required
          {...field('cOnderwerp')}
          inputRef={inputs.cOnderwerp}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          label={t('contact.message')}
          required
          multiline
          minRows={4}
          {...field('cBericht')}
          inputRef={inputs.cBericht}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
        <TextField
          label={t('contact.email')}
          type="email"
          autoComplete="email"
          {...field('cEmail')}
          inputRef={inputs.cEmail}
        />
        <TextField
          label={t('contact.phone')}
          type="tel"
          autoComplete="tel"
          {...field('cTelefoon')}
          inputRef={inputs.cTelefoon}
          slotProps={{ htmlInput: { maxLength: 32 } }}
        />
        <Button
          type="submit"
          variant="contained"
          loading={pending}
          loadingPosition="start"
          sx={{ alignSelf: 'flex-start' }}
        >
          {pending ? t('contact.sending') : t('contact.send')}
        </Button>
      </form>
    </div>
  );
}
