import { useId } from 'react';
import Typography from '@mui/material/Typography';
import type { PersonalCostExplanation } from '@lease/api';
import { ExplanationRows } from '../ExplanationPanel/ExplanationRows.tsx';
import { netCostParts } from '../ExplanationPanel/netCostParts.ts';
import { useUiText } from '../i18n/useUiText.ts';
import { FigureList } from '../layout/FigureList.tsx';

export interface QuoteExplanationProps {
  explanation: PersonalCostExplanation;
  /** The quote was made for business use only: no taxable benefit. */
  businessOnly: boolean;
}

/**
 * How the quote's net cost is made up, as figures on paper: the configurator's explanation
 * without its chart, in the same words and from the same parts (`netCostParts`).
 */
export function QuoteExplanation({ explanation, businessOnly }: QuoteExplanationProps) {
  const t = useUiText();
  const id = useId();
  const parts = netCostParts(explanation, { businessOnly });
  return (
    <section aria-labelledby={id}>
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 0.5 }}>
        {t('explanation.heading')}
      </Typography>
      <FigureList sx={{ '& > .total': { fontWeight: 700 }, '& dd': { whiteSpace: 'nowrap' } }}>
        <ExplanationRows explanation={explanation} parts={parts} businessOnly={businessOnly} />
      </FigureList>
      {businessOnly ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('explanation.businessOnly')}
        </Typography>
      ) : null}
    </section>
  );
}
