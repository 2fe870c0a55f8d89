import { useId } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import type { FaqItem } from '@lease/api';
import { useUiText } from '../i18n/useUiText.ts';
import { LoadingOrError } from '../layout/LoadingOrError.tsx';

export interface FaqListProps {
  /** `GetFAQ`: questions and answers in plain text (never HTML), ordered by `nVolgorde`. */
  items: readonly FaqItem[];
  /** Loading. */
  loading?: boolean;
  /** Loading failed, in the interface language. */
  errorMessage?: string | null;
  /** The heading level of each question. */
  headingLevel?: 2 | 3 | 4;
}

/** Frequently asked questions as an accordion: each question a button that shows its answer. */
export function FaqList({ items, loading = false, errorMessage, headingLevel = 3 }: FaqListProps) {
  const t = useUiText();
  const id = useId();
  if (errorMessage || loading) {
    return (
      <LoadingOrError
        errorMessage={errorMessage}
        loadingText={t('faq.loading')}
        placeholders={{ count: 3, height: 56 }}
      />
    );
  }
  if (items.length === 0) return <Typography>{t('faq.empty')}</Typography>;
  const sorted = [...items].sort(
    (a, b) => (a.nVolgorde ?? Number.MAX_SAFE_INTEGER) - (b.nVolgorde ?? Number.MAX_SAFE_INTEGER),
  );
  return (
    <div>
      {sorted.map((item) => (
        <Accordion
          key={item.nFAQID}
          disableGutters
          slotProps={{ heading: { component: `h${headingLevel}` } }}
        >
          <AccordionSummary
            id={`${id}-${item.nFAQID}-q`}
            aria-controls={`${id}-${item.nFAQID}-a`}
            expandIcon={<span aria-hidden>▾</span>}
          >
            <Typography component="span" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
              {item.cVraag}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {item.cAntwoord}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
