import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, Paper, Stack, Typography } from '@mui/material';
import type { OrderSummary } from '@lease/api';
import { useUiText } from '../i18n/useUiText.ts';
import { LoadingOrError } from '../layout/LoadingOrError.tsx';
import { ORDER_STATUS_LABELS } from '../OrderTimeline/orderStatusMessage.ts';
import { Price } from '../Price/Price.tsx';

export interface OrderListProps {
  /** `GetBestellingen`: the driver's orders, newest first (shown in the order given). */
  orders: readonly OrderSummary[];
  /** The status page of an order, which its name links to. */
  hrefOf(order: OrderSummary): string;
  /** Renders a link through the portal's router; a plain `<a>` by default. */
  renderLink?(href: string, children: ReactNode): ReactNode;
  /** Loading. */
  loading?: boolean;
  /** Loading failed, in the interface language. */
  errorMessage?: string | null;
  /** The heading level of each order's name. */
  headingLevel?: 2 | 3;
  /** Dates are shown in this time zone (the portal is Dutch). */
  timeZone?: string;
}

/**
 * The driver's orders, one entry each: the vehicle (or card) linking to the order's status page,
 * the order number and date, the current status and the monthly lease price it was ordered at.
 */
export function OrderList({
  orders,
  hrefOf,
  renderLink,
  loading = false,
  errorMessage,
  headingLevel = 2,
  timeZone = 'Europe/Amsterdam',
}: OrderListProps) {
  const t = useUiText();
  const intl = useIntl();
  if (errorMessage || loading) {
    return (
      <LoadingOrError
        errorMessage={errorMessage}
        loadingText={t('orderList.loading')}
        placeholders={{ count: 2, height: 112 }}
      />
    );
  }
  if (orders.length === 0) return <Typography>{t('orderList.empty')}</Typography>;
  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {orders.map((order) => {
        const name =
          [order.cMerk, order.cModel, order.cUitvoering].filter(Boolean).join(' ') ||
          t('orderList.number', { id: order.nBestelID });
        const href = hrefOf(order);
        return (
          <Paper component="li" variant="outlined" key={order.nBestelID} sx={{ p: 2 }}>
            {/* The price stands beside the order where there is room, and under it where not (a
                phone, a narrow column): by the space the entry has, not by the screen's width. */}
            <Stack
              direction="row"
              useFlexGap
              sx={{
                flexWrap: 'wrap',
                gap: 1,
                columnGap: 2,
                justifyContent: 'space-between',
                alignItems: 'center',
              }}
            >
              <Stack spacing={0.5} sx={{ flex: '1 1 16rem', minWidth: 0 }}>
                <Typography
                  component={`h${headingLevel}`}
                  variant="h6"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {renderLink ? renderLink(href, name) : <Link href={href}>{name}</Link>}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('orderList.number', { id: order.nBestelID })}
                  {' · '}
                  <time dateTime={order.dBesteldatum}>
                    {t('orderList.orderedOn', {
                      date: intl.formatDate(order.dBesteldatum, { dateStyle: 'long', timeZone }),
                    })}
                  </time>
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {t('orderList.status', { status: t(ORDER_STATUS_LABELS[order.cStatus]) })}
                </Typography>
              </Stack>
              {order.nLeaseprijs != null ? (
                <Stack sx={{ flex: '0 0 auto' }}>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t('orderList.leasePrice')}
                  </Typography>
                  <Price value={order.nLeaseprijs} period="month" variant="h6" component="p" />
                </Stack>
              ) : null}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
