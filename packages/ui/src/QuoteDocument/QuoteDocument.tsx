import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Quote } from '@lease/api';
import { ClientLogo } from '../ClientLogo/ClientLogo.tsx';
import { useUiText } from '../i18n/useUiText.ts';
import { FigureList } from '../layout/FigureList.tsx';
import { usePriceText } from '../Price/Price.tsx';
import { VehicleImage } from '../VehicleImage/VehicleImage.tsx';
import { QuoteExplanation } from './QuoteExplanation.tsx';
import { QuoteOptionList } from './QuoteOptionList.tsx';
import { quoteTotalCost, quoteVehicleName } from './quoteFacts.ts';

export interface QuoteDocumentProps {
  /** `GetOfferte`: the quote as it was made. */
  quote: Quote;
  /** The car's picture, resolved by the app (`cAfbeeldingURL` against the lease API). */
  imageSrc?: string | null;
  /** The same quote as a PDF file. */
  pdfHref: string;
  /** The configurator with the quote's car and choices: offered once the quote has expired. */
  recalculateHref: string;
  /** Renders a link through the portal's router; a plain `<a>` by default. */
  renderLink?(href: string, children: ReactNode): ReactNode;
  /** The time zone the date it was made is read in. */
  timeZone?: string;
}

/**
 * The driver's quote as a document: the client's brand, the car with its picture and every choice,
 * the monthly figures with the explanation of the net cost, its number, date and expiry. Printed,
 * only the document remains (its buttons and the page around it are left out). Once it has
 * expired it says so first and offers the same car at today's prices.
 */
export function QuoteDocument({
  quote,
  imageSrc,
  pdfHref,
  recalculateHref,
  renderLink,
  timeZone = 'Europe/Amsterdam',
}: QuoteDocumentProps) {
  const t = useUiText();
  const intl = useIntl();
  const price = usePriceText();
  const id = useId();
  const detail = quote.Details;
  const name = quoteVehicleName(quote);
  const total = quoteTotalCost(quote);
  // A date without a time is a calendar day: read as such, whatever the zone.
  const day = (value: string) =>
    intl.formatDate(value, { dateStyle: 'long', timeZone: value.length === 10 ? 'UTC' : timeZone });
  const heading = (key: string, text: string) => (
    <Typography id={`${id}-${key}`} component="h2" variant="h5" sx={{ mb: 1 }}>
      {text}
    </Typography>
  );

  return (
    <Stack component="article" aria-labelledby={`${id}-title`} spacing={3}>
      <Stack
        component="header"
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', alignItems: 'flex-start' }}
      >
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          {/* On a phone a smaller title keeps the quote's number on one line. */}
          <Typography
            id={`${id}-title`}
            component="h1"
            variant="h4"
            sx={{ fontSize: { xs: '1.5rem', sm: undefined } }}
          >
            {t('quote.title', { number: quote.cOffertenummer })}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <time dateTime={quote.dAangemaakt}>
              {t('quote.madeOn', { date: day(quote.dAangemaakt) })}
            </time>
            {' · '}
            <time dateTime={quote.dGeldigTot}>
              {t('quote.validUntil', { date: day(quote.dGeldigTot) })}
            </time>
          </Typography>
          {quote.cMantelnaam ? (
            <Typography variant="body2">
              {t('quote.scheme', { scheme: quote.cMantelnaam })}
            </Typography>
          ) : null}
        </Stack>
        <ClientLogo size="medium" />
      </Stack>

      {quote.bVerlopen ? (
        <Alert severity="warning">
          <AlertTitle component="h2">{t('quote.expired.heading')}</AlertTitle>
          <Typography variant="body2" sx={{ mb: 1.5 }}>
            {t('quote.expired.text', { date: day(quote.dGeldigTot) })}
          </Typography>
          {/* Printed, the notice stays and the way back to the configurator goes. */}
          <Box sx={{ displayPrint: 'none' }}>
            {renderLink ? (
              renderLink(recalculateHref, t('quote.recalculate'))
            ) : (
              <Button variant="contained" href={recalculateHref}>
                {t('quote.recalculate')}
              </Button>
            )}
          </Box>
        </Alert>
      ) : null}

      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, displayPrint: 'none' }}>
        <Button variant="outlined" href={pdfHref} download>
          {t('quote.download')}
        </Button>
        <Button variant="text" onClick={() => window.print()}>
          {t('quote.print')}
        </Button>
      </Stack>

      <Box
        component="section"
        aria-labelledby={`${id}-vehicle`}
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 3fr)' },
          '@media print': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' },
        }}
      >
        <div>
          {heading('vehicle', name)}
          <VehicleImage src={imageSrc ?? null} name={name} />
        </div>
        <div>
          <FigureList>
            <div>
              <dt>{t('quote.term')}</dt>
              <dd>
                {detail.nLooptijd != null
                  ? t('quote.term.value', { months: intl.formatNumber(detail.nLooptijd) })
                  : '–'}
              </dd>
            </div>
            <div>
              <dt>{t('quote.mileage')}</dt>
              <dd>
                {detail.nKilometrage != null
                  ? t('quote.mileage.value', { km: intl.formatNumber(detail.nKilometrage) })
                  : '–'}
              </dd>
            </div>
          </FigureList>
          <Typography id={`${id}-figures`} component="h2" variant="h6" sx={{ mt: 2 }}>
            {t('quote.figures.heading')}
          </Typography>
          <FigureList aria-labelledby={`${id}-figures`}>
            <div>
              <dt>{t('quote.leasePrice')}</dt>
              <dd className="LeaseFigureList-amount">{price(detail.nLeaseprijs, 'month')}</dd>
            </div>
            <div>
              <dt>{t('quote.ownContribution')}</dt>
              <dd className="LeaseFigureList-amount">{price(detail.nEigenbijdrage, 'month')}</dd>
            </div>
            <div>
              <dt>
                <strong>{t('quote.netCost')}</strong>
              </dt>
              <dd className="LeaseFigureList-amount">
                <strong>{price(detail.nNettoKosten, 'month')}</strong>
              </dd>
            </div>
            {detail.nEnergiekosten != null && detail.nKilometrage != null ? (
              <div>
                <dt>{t('quote.energy', { km: intl.formatNumber(detail.nKilometrage) })}</dt>
                <dd className="LeaseFigureList-amount">{price(detail.nEnergiekosten, 'month')}</dd>
              </div>
            ) : null}
            {total !== null ? (
              <div>
                <dt>{t('quote.total')}</dt>
                <dd className="LeaseFigureList-amount">{price(total, 'month')}</dd>
              </div>
            ) : null}
          </FigureList>
          {!detail.bMagBestellen && detail.cRedenNietBestellen ? (
            <Typography variant="body2" sx={{ mt: 1.5 }}>
              {t('quote.notOrderable', { reason: detail.cRedenNietBestellen })}
            </Typography>
          ) : null}
        </div>
      </Box>

      <QuoteOptionList quote={quote} headingLevel={2} />

      {detail.UitlegPersoonlijkeKosten ? (
        <QuoteExplanation
          explanation={detail.UitlegPersoonlijkeKosten}
          businessOnly={quote.Aanvraag.bAlleenZakelijk}
        />
      ) : null}

      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('quote.disclaimer')}
      </Typography>
    </Stack>
  );
}
