import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, Stack, Typography } from '@mui/material';
import type { CarPolicy, PolicyLimit } from '@lease/api';
import { policyLimits } from '@lease/api/contract';
import { useUiText } from '../i18n/useUiText.ts';
import { usePriceText } from '../Price/Price.tsx';
import { PolicyEnergyPrices } from './PolicyEnergyPrices.tsx';
import { PolicyFigures } from './PolicyFigures.tsx';
import { PolicyInclusions } from './PolicyInclusions.tsx';
import { PolicyLimits } from './PolicyLimits.tsx';

export interface CarPolicyOverviewProps {
  /** `GetRegeling`: the driver's car policy. */
  policy: CarPolicy;
  /** The calculator with a limit's filter applied, which each limit links to. */
  hrefOfLimit(limit: PolicyLimit): string;
  /** The settings page, where the tax bracket and the use are changed. */
  settingsHref: string;
  /** Renders a link through the portal's router; a plain `<a>` by default. */
  renderLink?(href: string, children: ReactNode): ReactNode;
  /** The level of the sections' headings (the page has its own h1). */
  headingLevel?: 2 | 3;
}

/**
 * "What am I entitled to": the driver's car policy in plain words. The category and its figures,
 * each limit on the choice with the cars within it, what the lease includes, and what the prices
 * are computed with.
 */
export function CarPolicyOverview({
  policy,
  hrefOfLimit,
  settingsHref,
  renderLink,
  headingLevel = 2,
}: CarPolicyOverviewProps) {
  const t = useUiText();
  const intl = useIntl();
  const price = usePriceText();
  const category = policy.Categorie;
  const totalCost = policy.bBudgetTotaleKosten;
  const id = useId();
  const heading = (id: string, text: string) => (
    <Typography id={id} component={`h${headingLevel}`} variant="h5" sx={{ mb: 1.5 }}>
      {text}
    </Typography>
  );
  const link = (href: string, text: string) =>
    renderLink ? renderLink(href, text) : <Link href={href}>{text}</Link>;

  return (
    <Stack spacing={4}>
      <section aria-labelledby={`${id}-category`}>
        {heading(
          `${id}-category`,
          category
            ? t('policy.category.heading', { category: category.cOmschrijving })
            : t('policy.category.headingNone'),
        )}
        {category ? (
          <PolicyFigures>
            <div>
              <dt>{t(totalCost ? 'policy.normTotal' : 'policy.norm')}</dt>
              <dd>{price(category.nNormbedrag, 'month')}</dd>
              <dd className="LeaseFigureList-note">
                {t(totalCost ? 'policy.normTotal.note' : 'policy.norm.note')}
              </dd>
            </div>
            <div>
              <dt>{t('policy.maxContribution')}</dt>
              <dd>
                {category.nMaxEigenbijdrage === null
                  ? t('policy.maxContribution.none')
                  : price(category.nMaxEigenbijdrage, 'month')}
              </dd>
            </div>
            {category.nVasteEigenbijdrage > 0 ? (
              <div>
                <dt>{t('policy.fixedContribution')}</dt>
                <dd>{price(category.nVasteEigenbijdrage, 'month')}</dd>
              </div>
            ) : null}
            {policy.nBudget != null ? (
              <div>
                <dt>{t('policy.budget')}</dt>
                <dd>{price(policy.nBudget, 'month')}</dd>
              </div>
            ) : null}
          </PolicyFigures>
        ) : (
          <Typography>{t('policy.category.none')}</Typography>
        )}
      </section>

      <section aria-labelledby={`${id}-limits`}>
        {heading(`${id}-limits`, t('policy.limits.heading'))}
        <PolicyLimits
          policy={policy}
          limits={policyLimits(policy)}
          hrefOfLimit={hrefOfLimit}
          renderLink={renderLink}
        />
      </section>

      <section aria-labelledby={`${id}-included`}>
        {heading(`${id}-included`, t('policy.included.heading'))}
        <PolicyInclusions policy={policy} headingLevel={headingLevel} />
      </section>

      <section aria-labelledby={`${id}-prices`}>
        {heading(`${id}-prices`, t('policy.prices.heading'))}
        <PolicyFigures>
          <div>
            <dt>{t('policy.prices.term')}</dt>
            <dd>
              {t('policy.prices.termValue', {
                months: policy.nLooptijd,
                km: intl.formatNumber(policy.nKilometrage),
              })}
            </dd>
            <dd className="LeaseFigureList-note">{t('policy.prices.termNote')}</dd>
          </div>
          <div>
            <dt>{t('policy.prices.tax')}</dt>
            <dd>
              {intl.formatNumber(policy.nBelastingPercentage / 100, {
                style: 'percent',
                maximumFractionDigits: 2,
              })}
            </dd>
          </div>
          <div>
            <dt>{t('policy.prices.use')}</dt>
            <dd>
              {t(policy.bAlleenZakelijk ? 'policy.prices.businessOnly' : 'policy.prices.private')}
            </dd>
          </div>
        </PolicyFigures>
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          {link(settingsHref, t('policy.prices.settingsLink'))}
        </Typography>
        {policy.Energieprijzen ? (
          <PolicyEnergyPrices prices={policy.Energieprijzen} headingLevel={headingLevel} />
        ) : null}
      </section>
    </Stack>
  );
}
