import { useState } from 'react';
import { Alert, AlertTitle } from '@mui/material';
import type { Popup } from '@lease/api';
import { useUiText } from '../i18n/useUiText.ts';

export interface OptionsNoticeProps {
  /** `Popup` of `GetOpties`: plain text (never HTML); nothing shows without a text. */
  popup: Popup | null | undefined;
  /** The notice must interrupt (role="alert"); otherwise it is a note read in place. */
  urgent?: boolean;
  /** The driver dismissed the notice (the portal may remember it). */
  onDismiss?(): void;
}

/**
 * The configurator's one-off notice (spec point 3, `Popup`), e.g. a delivery-time warning, as a
 * dismissible note in the page rather than a modal popup. Its title and text render as text.
 */
export function OptionsNotice({ popup, urgent = false, onDismiss }: OptionsNoticeProps) {
  const t = useUiText();
  const [dismissed, setDismissed] = useState(false);
  const text = popup?.cTekst.trim();
  if (dismissed || !popup || !text) return null;
  const title = popup.cTitel?.trim() || t('optionsNotice.title');
  return (
    <Alert
      severity={urgent ? 'warning' : 'info'}
      role={urgent ? 'alert' : 'note'}
      aria-label={title}
      closeText={t('optionsNotice.dismiss')}
      onClose={() => {
        setDismissed(true);
        onDismiss?.();
      }}
      sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
    >
      <AlertTitle>{title}</AlertTitle>
      {text}
    </Alert>
  );
}
