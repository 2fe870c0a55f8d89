import type { ReactNode } from 'react';
import { Link, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import type { CarPolicy, PolicyLimit } from '@lease/api';
import { useUiText } from '../i18n/useUiText.ts';
import { usePriceText } from '../Price/Price.tsx';

export interface PolicyLimitsProps {
  policy: CarPolicy;
  limits: readonly PolicyLimit[];
  hrefOfLimit(limit: PolicyLimit): string;
  renderLink?(href: string, children: ReactNode): ReactNode;
}

const List = styled('ul', { name: 'LeaseCarPolicy', slot: 'Limits' })(({ theme }) => ({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& > li': {
    padding: theme.spacing(1, 0),
    borderBottom: `1px solid ${theme.palette.divider}`,
    overflowWrap: 'break-word',
  },
}));

/**
 * Each limit on the choice in a sentence, with a link to the calculator showing the cars within
 * it and how many there are (when the server counted them).
 */
export function PolicyLimits({ policy, limits, hrefOfLimit, renderLink }: PolicyLimitsProps) {
  const t = useUiText();
  const price = usePriceText();
  const label = policy.cBrandstoflabelMax ?? 'G';
  const rule = (limit: PolicyLimit): string => {
    switch (limit.kind) {
      case 'norm':
        return t(policy.bBudgetTotaleKosten ? 'policy.limit.normTotal' : 'policy.limit.norm', {
          amount: price(policy.Categorie?.nNormbedrag ?? 0, 'month'),
        });
      case 'orderable':
        return t('policy.limit.orderable', {
          amount: price(policy.Categorie?.nMaxEigenbijdrage ?? 0, 'month'),
        });
      case 'plugIn':
        return t('policy.limit.plugIn');
      case 'fuelLabel':
        return t('policy.limit.fuelLabel', { label });
    }
  };
  const linkText = (limit: PolicyLimit): string => {
    const counted = limit.count !== null;
    const values = { count: limit.count ?? 0, label };
    switch (limit.kind) {
      case 'norm':
        return t(counted ? 'policy.limit.norm.link' : 'policy.limit.norm.linkUncounted', values);
      case 'orderable':
        return t(
          counted ? 'policy.limit.orderable.link' : 'policy.limit.orderable.linkUncounted',
          values,
        );
      case 'plugIn':
        return t(
          counted ? 'policy.limit.plugIn.link' : 'policy.limit.plugIn.linkUncounted',
          values,
        );
      case 'fuelLabel':
        return t(
          counted ? 'policy.limit.fuelLabel.link' : 'policy.limit.fuelLabel.linkUncounted',
          values,
        );
    }
  };

  if (limits.length === 0) return <Typography>{t('policy.limits.none')}</Typography>;
  return (
    <List>
      {limits.map((limit) => {
        const href = hrefOfLimit(limit);
        const text = linkText(limit);
        return (
          <li key={limit.kind}>
            <Typography component="p">{rule(limit)}</Typography>
            <Typography component="p" variant="body2" sx={{ mt: 0.5 }}>
              {renderLink ? renderLink(href, text) : <Link href={href}>{text}</Link>}
            </Typography>
          </li>
        );
      })}
    </List>
  );
}
