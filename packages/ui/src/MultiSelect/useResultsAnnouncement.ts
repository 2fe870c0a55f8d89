import { useMemo } from 'react';
import { useSettledValue } from '../hooks/useSettledValue.ts';
import { useUiText } from '../i18n/useUiText.ts';
import { RESULTS_ANNOUNCE_DELAY } from './multiSelectLayout.ts';

/** What the open list holds, as the live region would say it. */
export interface ListedResults {
  open: boolean;
  /** The matches shown are those of the query typed (not of one before it). */
  current: boolean;
  /** The list's message in place of options (loading, empty, no results), if any. */
  emptyText: string | null;
  shown: number;
  total: number;
}

/**
 * What the live region says of the list once it has stayed the same for a moment
 * (`RESULTS_ANNOUNCE_DELAY`): its message, or how many results (and that they are limited).
 * Typing a word announces its result once, not a count per letter.
 */
export function useResultsAnnouncement({
  open,
  current,
  emptyText,
  shown,
  total,
}: ListedResults): string {
  const t = useUiText();
  // A string that changes only with what would be said, so settling compares it as a value.
  const results =
    !open || !current
      ? ''
      : emptyText !== null
        ? `message:${emptyText}`
        : `counts:${shown}/${total}`;
  const { settled } = useSettledValue(results, RESULTS_ANNOUNCE_DELAY);
  return useMemo(() => {
    if (settled.startsWith('message:')) return settled.slice('message:'.length);
    if (!settled.startsWith('counts:')) return '';
    const [listed = 0, of = 0] = settled.slice('counts:'.length).split('/').map(Number);
    return listed < of
      ? t('multiSelect.limited', { shown: listed, total: of })
      : t('multiSelect.resultCount', { count: listed });
  }, [settled, t]);
}
