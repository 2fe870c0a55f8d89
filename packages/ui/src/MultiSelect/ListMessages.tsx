import CircularProgress from '@mui/material/CircularProgress';
import { useUiText } from '../i18n/useUiText.ts';

export interface ListMessagesProps {
  /** The maximum, when it is chosen: the others cannot be. */
  max: number | null;
  /** What the list says in place of options (loading, empty, no results). */
  emptyText: string | null;
  loading: boolean;
  /** The options listed are the first of more matches (spec point 9's limit). */
  limited: { shown: number; total: number } | null;
}

/** The open list's messages above its options. */
export function ListMessages({ max, emptyText, loading, limited }: ListMessagesProps) {
  const t = useUiText();
  return (
    <>
      {max !== null ? (
        <div className="LeaseMultiSelect-message" data-tone="warning">
          {t('multiSelect.maxReached', { max })}
        </div>
      ) : null}
      {emptyText !== null ? (
        <div className="LeaseMultiSelect-message">
          {loading ? <CircularProgress size={16} aria-hidden /> : null}
          {emptyText}
        </div>
      ) : null}
      {limited ? (
        <div className="LeaseMultiSelect-message">{t('multiSelect.limited', limited)}</div>
      ) : null}
    </>
  );
}
