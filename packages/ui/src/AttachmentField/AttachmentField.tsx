import { useId, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, FormHelperText, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { useUiText } from '../i18n/useUiText.ts';
import {
  attachmentProblem,
  DEFAULT_ATTACHMENT_MAX_BYTES,
  DEFAULT_ATTACHMENT_TYPES,
  type AttachmentProblem,
} from './attachmentProblem.ts';

/** The attached file as shown (a `File`, or what the order already carries). */
export interface AttachedFile {
  name: string;
  size: number;
}

export interface AttachmentFieldProps {
  /** The attached file, if any. */
  value: AttachedFile | null;
  /** A valid file was chosen (the portal reads it as base64 for `aBijlage`), or `null` on remove. */
  onChange(file: File | null): void;
  /** The largest file in bytes; the order's limit (512 KiB) by default. */
  maxBytes?: number;
  /** Accepted MIME types; PDF, JPEG and PNG by default. */
  types?: readonly string[];
  /** A message about the attachment from elsewhere (the server refused the order): marks it invalid. */
  error?: string | null;
}

const HiddenInput = styled('input', { name: 'LeaseAttachmentField', slot: 'Input' })({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

const ChooseLabel = styled('label', { name: 'LeaseAttachmentField', slot: 'Choose' })(
  ({ theme }) => ({
    ...theme.typography.button,
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 40,
    marginTop: theme.spacing(1),
    padding: theme.spacing(0.75, 2),
    borderRadius: theme.shape.borderRadius,
    border: `1px solid ${theme.palette.primary.main}`,
    color: theme.palette.primary.main,
    cursor: 'pointer',
    '&:hover': { backgroundColor: theme.palette.action.hover },
    // The input itself is invisible: its keyboard focus shows on the label.
    'input:focus-visible + &': {
      outline: `2px solid ${theme.palette.brand.focusRing}`,
      outlineOffset: 2,
    },
  }),
);

const LABELS: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
};

/** A file for the order (e.g. a quote), with type and size checked before it is accepted. */
export function AttachmentField({
  value,
  onChange,
  maxBytes = DEFAULT_ATTACHMENT_MAX_BYTES,
  types = DEFAULT_ATTACHMENT_TYPES,
  error = null,
}: AttachmentFieldProps) {
  const t = useUiText();
  const intl = useIntl();
  const id = useId();
  const [problem, setProblem] = useState<AttachmentProblem | null>(null);
  const size = (bytes: number) =>
    bytes >= 1024 * 1024
      ? `${intl.formatNumber(bytes / (1024 * 1024), { maximumFractionDigits: 1 })} MB`
      : `${intl.formatNumber(Math.ceil(bytes / 1024))} kB`;
  const typeList = types.map((type) => LABELS[type] ?? type).join(', ');

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const found = attachmentProblem(file, { maxBytes, types });
    setProblem(found);
    if (!found) onChange(file);
  };

  return (
    <div>
      <Typography id={`${id}-label`} sx={{ fontWeight: 500 }}>
        {t('attachment.label')}
      </Typography>
      <Typography id={`${id}-hint`} variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('attachment.hint', { types: typeList, max: size(maxBytes) })}
      </Typography>
      {error ? (
        <FormHelperText id={`${id}-refused`} error sx={{ mt: 0, mb: 1, overflowWrap: 'anywhere' }}>
          {error}
        </FormHelperText>
      ) : null}
      {value ? (
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {t('attachment.attached', { name: value.name, size: size(value.size) })}
          </Typography>
          <Button
            size="small"
            color="error"
            onClick={() => onChange(null)}
            aria-label={t('chosen.remove', { name: value.name })}
          >
            {t('chosen.removeShort')}
          </Button>
        </div>
      ) : null}
      {/* A real file input (focusable, announced with its label and hint) drawn as a button by
          its label; a label with role=button around the input would nest two controls. */}
      <HiddenInput
        id={`${id}-input`}
        type="file"
        accept={types.join(',')}
        onChange={choose}
        aria-describedby={[`${id}-hint`, error && `${id}-refused`, problem && `${id}-error`]
          .filter(Boolean)
          .join(' ')}
        aria-invalid={error ? true : undefined}
      />
      <ChooseLabel htmlFor={`${id}-input`}>
        {value ? t('attachment.replace') : t('attachment.choose')}
      </ChooseLabel>
      {problem ? (
        <Alert id={`${id}-error`} severity="error" role="alert" sx={{ mt: 1 }}>
          {t(problem, { types: typeList, max: size(maxBytes) })}
        </Alert>
      ) : null}
    </div>
  );
}
