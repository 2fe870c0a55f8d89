import { languageOfLocale, useOpenCalculationMutation } from '@lease/api';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { memo, useState } from 'react';
import { useRouteLocale } from '#src/hooks/useRouteLocale.ts';
import { apiErrorMessage } from '#src/i18n/apiErrorMessage.ts';
import { usePortalMessage } from '#src/i18n/usePortalMessage.ts';
import { useGateway } from '#src/lib/appDeps.tsx';
import { calculationTarget, hostList } from '../calculationTarget.ts';

export interface CalculationButtonProps {
  /** The latest calculation (`nCalculatieID` of `GetDetails`); null while there is none. */
  calculationId: number | null;
}

// Read once: which hosts besides the portal's own may serve the document.
const context = {
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL,
  allowedHosts: hostList(import.meta.env.VITE_CALCULATION_HOSTS),
};

/**
 * Opens the lessor's calculation document (`GetOpenCalculatie`). The server names the address;
 * the portal follows it only to its own origin or a trusted host (decisions.md §3), as anything
 * else could send the driver to a look-alike site, and says so instead. Memoised: the configurator
 * renders again with every answer, and the calculation changes only with some.
 */
export const CalculationButton = memo(function CalculationButton({
  calculationId,
}: CalculationButtonProps) {
  const message = usePortalMessage();
  const open = useOpenCalculationMutation(useGateway());
  // The document reads in the page's language.
  const language = languageOfLocale(useRouteLocale());
  const [refused, setRefused] = useState(false);
  const failure = open.error ? apiErrorMessage(open.error) : null;
  const onClick = () => {
    if (calculationId === null) return;
    setRefused(false);
    open.mutate(
      { nCalculatieID: calculationId, cTaal: language },
      {
        onSuccess: (url) => {
          const target = calculationTarget(url, { ...context, origin: window.location.origin });
          if (target) window.location.assign(target);
          else setRefused(true);
        },
      },
    );
  };
  return (
    <Stack spacing={1}>
      <Button
        variant="text"
        disabled={calculationId === null || open.isPending}
        onClick={onClick}
        sx={{ alignSelf: 'flex-start' }}
      >
        {message('configurator.calculation.open')}
      </Button>
      {refused || failure ? (
        <Alert severity="warning" role="alert" sx={{ overflowWrap: 'anywhere' }}>
          {refused
            ? message('configurator.calculation.refused')
            : failure
              ? message(failure.id, failure.values)
              : null}
        </Alert>
      ) : null}
    </Stack>
  );
});
