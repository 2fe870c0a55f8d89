import { useIntl } from 'react-intl';
import { Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import type { Order } from '@lease/api';
import { useUiText } from '../i18n/useUiText.ts';
import { ORDER_STATUS_LABELS } from './orderStatusMessage.ts';
import { timelineSteps } from './timelineSteps.ts';

export interface OrderTimelineProps {
  /** `GetBestelling`: status, history, expected delivery and last change. */
  order: Pick<Order, 'cStatus' | 'Historie' | 'dVerwachteLevering' | 'dLaatstGewijzigd'>;
  /** Dates are shown in this time zone (the portal is Dutch). */
  timeZone?: string;
}

const Steps = styled('ol', { name: 'LeaseOrderTimeline', slot: 'Steps' })(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '& > li': {
    position: 'relative',
    paddingLeft: theme.spacing(4),
    paddingBottom: theme.spacing(2),
    overflowWrap: 'anywhere',
  },
  // The line between the dots.
  '& > li:not(:last-of-type)::after': {
    content: '""',
    position: 'absolute',
    left: 9,
    top: 22,
    bottom: 0,
    width: 2,
    backgroundColor: theme.palette.controlBorder,
  },
}));

const Dot = styled('span', { name: 'LeaseOrderTimeline', slot: 'Dot' })({
  position: 'absolute',
  left: 2,
  top: 3,
  width: 16,
  height: 16,
  borderRadius: '50%',
  borderWidth: 2,
  borderStyle: 'solid',
});

const isDate = (value: string | null | undefined): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

/**
 * The order's status history as an ordered list: each status with its date, the current one
 * marked (`aria-current="step"`), the steps still to come, the expected delivery and when the
 * order last changed.
 */
export function OrderTimeline({ order, timeZone = 'Europe/Amsterdam' }: OrderTimelineProps) {
  const t = useUiText();
  const intl = useIntl();
  const dateTime = (value: string) =>
    value.length <= 10
      ? intl.formatDate(value, { dateStyle: 'long', timeZone })
      : intl.formatDate(value, { dateStyle: 'long', timeStyle: 'short', timeZone });
  const steps = timelineSteps(order);
  const cancelled = order.cStatus === 'geannuleerd';
  return (
    <div>
      <Steps>
        {steps.map((step) => {
          const color =
            step.status === 'geannuleerd'
              ? 'error.main'
              : step.state === 'upcoming'
                ? 'controlBorder'
                : 'brand.primary.text';
          return (
            <li key={step.status} aria-current={step.state === 'current' ? 'step' : undefined}>
              <Dot
                aria-hidden
                sx={{
                  borderColor: color,
                  bgcolor: step.state === 'upcoming' ? 'background.paper' : color,
                }}
              />
              <Typography
                component="span"
                sx={{ display: 'block', fontWeight: step.state === 'current' ? 700 : 400 }}
              >
                {t(ORDER_STATUS_LABELS[step.status])}
                {step.state === 'current' ? ` ${t('timeline.current')}` : ''}
              </Typography>
              <Typography
                component="span"
                variant="body2"
                sx={{ display: 'block', color: 'text.secondary' }}
              >
                {isDate(step.date)
                  ? dateTime(step.date)
                  : step.state === 'upcoming'
                    ? t('timeline.upcoming')
                    : null}
              </Typography>
              {step.remark ? (
                <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                  {step.remark}
                </Typography>
              ) : null}
            </li>
          );
        })}
      </Steps>
      {!cancelled && order.cStatus !== 'geleverd' && isDate(order.dVerwachteLevering) ? (
        <Typography sx={{ fontWeight: 500 }}>
          {t('timeline.expectedDelivery', { date: dateTime(order.dVerwachteLevering) })}
        </Typography>
      ) : null}
      {isDate(order.dLaatstGewijzigd) ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {t('timeline.lastUpdated', { date: dateTime(order.dLaatstGewijzigd) })}
        </Typography>
      ) : null}
    </div>
  );
}
