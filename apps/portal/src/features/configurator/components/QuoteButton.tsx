import { languageOfLocale, useCreateQuoteMutation } from '@lease/api';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useNavigate } from 'react-router-dom';
import { paths } from '#src/config/paths.ts';
import { useRouteClient } from '#src/hooks/useRouteClient.ts';
import { useRouteLocale } from '#src/hooks/useRouteLocale.ts';
import { apiErrorMessage } from '#src/i18n/apiErrorMessage.ts';
import { usePortalMessage } from '#src/i18n/usePortalMessage.ts';
import { useGateway } from '#src/lib/appDeps.tsx';

export interface QuoteButtonProps {
  /** The latest calculation (`nCalculatieID` of `GetDetails`); null while there is none. */
  calculationId: number | null;
}

/**
 * Makes a quote of the calculation on screen (`SetOfferte`) and opens it. The server answers the
 * same quote for the same figures, so a second click or a retried call makes no second one.
 */
export function QuoteButton({ calculationId }: QuoteButtonProps) {
  const message = usePortalMessage();
  const create = useCreateQuoteMutation(useGateway());
  const navigate = useNavigate();
  const locale = useRouteLocale();
  const { client } = useRouteClient();
  const failure = create.error ? apiErrorMessage(create.error) : null;
  const onClick = () => {
    if (calculationId === null) return;
    // Awaited rather than `onSuccess` of `mutate`: the quote opens even when the summary has
    // rendered this button anew meanwhile. A failure shows from `create.error`.
    create
      .mutateAsync({ nCalculatieID: calculationId, cTaal: languageOfLocale(locale) })
      .then(({ nOfferteID }) => navigate(paths.quote.getHref(locale, client, nOfferteID)))
      .catch(() => undefined);
  };
  return (
    <Stack spacing={1}>
      <Button
        variant="outlined"
        disabled={calculationId === null || create.isPending}
        onClick={onClick}
        sx={{ alignSelf: 'flex-start' }}
      >
        {message('configurator.quote.make')}
      </Button>
      {failure ? (
        <Alert severity="warning" role="alert">
          {message(failure.id, failure.values)}
        </Alert>
      ) : null}
    </Stack>
  );
}
