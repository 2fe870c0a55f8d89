import Typography from '@mui/material/Typography';
import { useUiText } from '../i18n/useUiText.ts';
import { FigureList } from '../layout/FigureList.tsx';
import { formatPrice } from '../Price/formatPrice.ts';

export interface OptionAmountsProps {
  /** `nOptiebedrag` of `GetDetails`: the factory options, one-off, incl. VAT. */
  options: number;
  /** `nAccessoirebedrag` of `GetDetails`: dealer accessories and the driver's own options. */
  accessories: number;
  /** The heading level (the page has its own h1). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * What the calculation counts of the driver's options (`nOptiebedrag`, `nAccessoirebedrag`),
 * split as the tax office splits them: factory options raise the fiscal value and so the
 * bijtelling, accessories and own options only the lease price.
 */
export function OptionAmounts({ options, accessories, headingLevel = 3 }: OptionAmountsProps) {
  const t = useUiText();
  return (
    <section aria-label={t('optionAmounts.heading')}>
      <Typography
        component={`h${headingLevel}`}
        variant="subtitle1"
        sx={{ fontWeight: 500, mb: 0.5 }}
      >
        {t('optionAmounts.heading')}
      </Typography>
      <FigureList>
        <div>
          <dt>{t('optionAmounts.options')}</dt>
          <dd className="LeaseFigureList-amount">{formatPrice(options)}</dd>
        </div>
        <div>
          <dt>{t('optionAmounts.accessories')}</dt>
          <dd className="LeaseFigureList-amount">{formatPrice(accessories)}</dd>
        </div>
      </FigureList>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        {t('optionAmounts.note')}
      </Typography>
    </section>
  );
}
