import { HttpError, languageOfLocale, orderQueryOptions, type Order } from '@lease/api';
import { OptionPrice, OrderTimeline, Price } from '@lease/ui';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { data, useParams } from 'react-router-dom';
import { useRouteLocale } from '#src/hooks/useRouteLocale.ts';
import { routeLanguage } from '#src/i18n/routeLanguage.ts';
import { usePortalMessage } from '#src/i18n/usePortalMessage.ts';
import { appDepsOf, useGateway, type RouteLoaderArgs } from '#src/lib/appDeps.tsx';
import type { RouteHandle } from '#src/lib/routeHandle.ts';
import { parseIdParam } from '#src/lib/typeParam.ts';

export const handle = { titleId: 'orderStatus.title' } satisfies RouteHandle;

/**
 * An id that is no id is the 404; so is another driver's order, which the server answers 404 as
 * if it did not exist: the page shows "not found", never someone else's data.
 */
export async function loader({ context, params }: RouteLoaderArgs) {
  const id = parseIdParam(params.id);
  if (id === null) throw data(null, { status: 404 });
  const { queryClient, gateway } = appDepsOf(context);
  try {
    await queryClient.ensureQueryData(orderQueryOptions(gateway, id, routeLanguage(params.lang)));
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
  return null;
}

/** `/{lang}/{lease}/order-status/{id}`: where the order stands, with its history and figures. */
export function Component() {
  const gateway = useGateway();
  const message = usePortalMessage();
  const id = parseIdParam(useParams().id) ?? 0;
  const language = languageOfLocale(useRouteLocale());
  const { data: order } = useSuspenseQuery(orderQueryOptions(gateway, id, language));
  const vehicle = [order.cMerk, order.cModel, order.cUitvoering].filter(Boolean).join(' ');
  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h2">
        {message('orderStatus.heading', { id: order.nBestelID })}
      </Typography>
      {vehicle ? (
        <Typography variant="h5" component="p">
          {vehicle}
        </Typography>
      ) : null}
      {order.nLeaseprijs != null ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
          <Typography>{message('orderStatus.leasePrice')}</Typography>
          <Price value={order.nLeaseprijs} period="month" />
        </Stack>
      ) : null}
      <OrderTimeline order={order} />
      <OrderedLines lines={order.Regels} />
    </Stack>
  );
}

/** What was ordered with the vehicle (options, accessories, own options) or the card, with prices. */
function OrderedLines({ lines }: { lines: Order['Regels'] }) {
  const message = usePortalMessage();
  const headingId = useId();
  // The vehicle's own line is the page's subheading already.
  const extras = lines.filter((line) => line.cSoort !== 'auto');
  if (extras.length === 0) return null;
  return (
    <Stack spacing={1} component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h5">
        {message('orderStatus.lines')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
        {extras.map((line, index) => (
          <Box
            component="li"
            key={`${index}-${line.cOmschrijving}`}
            sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}
          >
            <span>{line.cOmschrijving}</span>
            {line.nLeaseprijs ? (
              <Price value={line.nLeaseprijs} period="month" />
            ) : line.nPrijs != null || line.nLeaseprijs === 0 ? (
              // Nothing to pay reads as the order page has it: included, never "€ 0,-".
              <OptionPrice value={line.nPrijs} />
            ) : null}
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
