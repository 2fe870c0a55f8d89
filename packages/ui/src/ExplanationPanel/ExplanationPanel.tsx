import { memo, useId } from 'react';
import { useIntl } from 'react-intl';
import { Card, CardContent, Typography } from '@mui/material';
import { styled, useTheme } from '@mui/material/styles';
import type { PersonalCostExplanation } from '@lease/api';
import { useUiText } from '../i18n/useUiText.ts';
import { formatPrice } from '../Price/formatPrice.ts';
import { ExplanationHeading, ExplanationPanelPlaceholder } from './ExplanationPanelPlaceholder.tsx';
import { ExplanationRows } from './ExplanationRows.tsx';
import { netCostParts } from './netCostParts.ts';

export interface ExplanationPanelProps {
  /** `UitlegPersoonlijkeKosten` of `GetDetails`; `null` when the server sent none. */
  explanation: PersonalCostExplanation | null | undefined;
  /** The driver chose business only: no bijtelling, the net cost is the own contribution. */
  businessOnly?: boolean;
  /** The figures are being recalculated (first load shows placeholders). */
  loading?: boolean;
  /** The heading level. */
  headingLevel?: 2 | 3 | 4;
}

// Each figure is a row of its own (a `div` around `dt` and `dd`, as HTML allows): the label
// wraps, and when label and amount do not fit side by side (German on a phone) the amount moves
// under the label instead of being cut off. An amount is never broken across lines.
const Figures = styled('dl', { name: 'LeaseExplanationPanel', slot: 'Figures' })(({ theme }) => ({
  margin: 0,
  marginTop: theme.spacing(1),
  '& > div': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: theme.spacing(2),
    padding: theme.spacing(0.75, 0),
    borderBottom: `1px solid ${theme.palette.divider}`,
  },
  '& dt': { flex: '1 1 8rem', minWidth: 0, margin: 0, overflowWrap: 'break-word' },
  '& dd': {
    flex: '0 0 auto',
    margin: 0,
    marginInlineStart: 'auto',
    textAlign: 'end',
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  },
  '& > .total': { fontWeight: 700, borderBottom: 'none' },
}));

const Bars = styled('div', { name: 'LeaseExplanationPanel', slot: 'Chart' })(({ theme }) => ({
  display: 'grid',
  // The labels take at most half the width (wrapping beyond it), so the bars stay readable.
  gridTemplateColumns: 'fit-content(50%) 1fr',
  alignItems: 'center',
  gap: theme.spacing(1, 1.5),
  margin: theme.spacing(2, 0, 1),
}));

const Track = styled('div', { name: 'LeaseExplanationPanel', slot: 'Track' })({
  display: 'flex',
  height: 20,
  minWidth: 0,
});

// A bar's width and a part's colour are inline styles: as an `sx`, each new amount made and
// inserted a CSS rule of its own.
const Segment = styled('div', { name: 'LeaseExplanationPanel', slot: 'Segment' })(({ theme }) => ({
  height: '100%',
  // A white seam keeps adjacent segments apart when the two brand colours are alike.
  borderRight: `2px solid ${theme.palette.background.paper}`,
  '&:first-of-type': { borderRadius: '4px 0 0 4px' },
}));

const Key = styled('span', { name: 'LeaseExplanationPanel', slot: 'Key' })({
  flex: 'none',
  width: 12,
  height: 12,
  borderRadius: 2,
});

/** A row label with its colour key: the key never ends up on a line of its own. */
const Keyed = styled('span', { name: 'LeaseExplanationPanel', slot: 'Keyed' })(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
}));

// The chart's text alternative, in the size of the chart's own labels. The amounts keep their
// width and the row labels wrap beside them.
const Table = styled('table', { name: 'LeaseExplanationPanel', slot: 'Table' })(({ theme }) => ({
  width: '100%',
  borderCollapse: 'collapse',
  ...theme.typography.body2,
  '& caption': { textAlign: 'left', fontWeight: 500, paddingBottom: theme.spacing(0.5) },
  '& th, & td': {
    padding: theme.spacing(0.5, 0),
    borderBottom: `1px solid ${theme.palette.divider}`,
    textAlign: 'left',
    fontWeight: 400,
  },
  // A word longer than the label's room (Dutch `Inkomstenbelasting:` on a 320 px phone) breaks
  // rather than pushing the amount out of the panel.
  '& th': { overflowWrap: 'anywhere' },
  '& td': {
    paddingInlineStart: theme.spacing(1),
    textAlign: 'right',
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  },
  '& tfoot th, & tfoot td': { fontWeight: 700, borderBottom: 'none' },
}));

/**
 * How the driver's net monthly cost comes about: fiscal value, gross bijtelling, tax bracket, own
 * contribution and net cost, labelled indicative, with a bar chart whose table is its text
 * alternative (the bars themselves are hidden from screen readers). Memoised: the configurator
 * renders again on every answer, and the explanation changes only with a new calculation.
 */
export const ExplanationPanel = memo(function ExplanationPanel({
  explanation,
  businessOnly = false,
  loading = false,
  headingLevel = 3,
}: ExplanationPanelProps) {
  const t = useUiText();
  const intl = useIntl();
  const id = useId();
  const { palette } = useTheme();
  const taxColour = palette.brand.primary.text;
  const ownColour = palette.brand.secondary.text;
  const percent = (value: number) =>
    intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 2 });

  const heading = <ExplanationHeading id={`${id}-heading`} headingLevel={headingLevel} />;

  if (loading && !explanation) return <ExplanationPanelPlaceholder headingLevel={headingLevel} />;
  if (!explanation) {
    return (
      <Card component="section" aria-labelledby={`${id}-heading`}>
        <CardContent>
          {heading}
          <Typography sx={{ mt: 1 }}>{t('explanation.unavailable')}</Typography>
        </CardContent>
      </Card>
    );
  }

  const parts = netCostParts(explanation, { businessOnly });
  const scale = Math.max(parts.grossBijtelling, parts.net, 1);
  const width = (value: number) => `${(100 * value) / scale}%`;

  return (
    <Card component="section" aria-labelledby={`${id}-heading`} aria-busy={loading}>
      <CardContent>
        {heading}
        <Figures>
          <ExplanationRows explanation={explanation} parts={parts} businessOnly={businessOnly} />
        </Figures>
        {businessOnly ? (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('explanation.businessOnly')}
          </Typography>
        ) : null}

        <figure style={{ margin: 0 }} aria-labelledby={`${id}-caption`}>
          <Bars aria-hidden>
            <Typography variant="body2">{t('explanation.grossBijtelling')}</Typography>
            <Track>
              <Segment
                style={{
                  width: width(parts.grossBijtelling),
                  backgroundColor: palette.controlBorder,
                }}
              />
            </Track>
            <Typography variant="body2">{t('explanation.netCost')}</Typography>
            <Track>
              {parts.tax > 0 ? (
                <Segment style={{ width: width(parts.tax), backgroundColor: taxColour }} />
              ) : null}
              {parts.ownContribution > 0 ? (
                <Segment
                  style={{ width: width(parts.ownContribution), backgroundColor: ownColour }}
                />
              ) : null}
            </Track>
          </Bars>
          <Table>
            <caption id={`${id}-caption`}>{t('explanation.chartCaption')}</caption>
            <tbody>
              <tr>
                <th scope="row">
                  <Keyed>
                    <Key aria-hidden style={{ backgroundColor: taxColour }} />
                    <span>
                      {t('explanation.taxPart', {
                        percentage: percent(parts.taxRate),
                        amount: formatPrice(parts.taxableBijtelling),
                      })}
                    </span>
                  </Keyed>
                </th>
                <td>{formatPrice(parts.tax)}</td>
              </tr>
              <tr>
                <th scope="row">
                  <Keyed>
                    <Key aria-hidden style={{ backgroundColor: ownColour }} />
                    <span>{t('explanation.ownContribution')}</span>
                  </Keyed>
                </th>
                <td>{formatPrice(parts.ownContribution)}</td>
              </tr>
            </tbody>
            <tfoot>
              <tr>
                {/* The row says "per month" already; the amount alone sums the two above. */}
                <th scope="row">{t('explanation.netCost')}</th>
                <td>{formatPrice(parts.net)}</td>
              </tr>
            </tfoot>
          </Table>
        </figure>
        <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
          {t('explanation.disclaimer')}
        </Typography>
      </CardContent>
    </Card>
  );
});
