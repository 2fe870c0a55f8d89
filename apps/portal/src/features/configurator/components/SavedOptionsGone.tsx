import type { MissingOption } from '@lease/api';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { usePortalMessage } from '#src/i18n/usePortalMessage.ts';

/** The options of a reopened saved configuration that the catalogue no longer has. */
export function SavedOptionsGone({ options }: { options: readonly MissingOption[] }) {
  const message = usePortalMessage();
  if (options.length === 0) return null;
  return (
    <Alert severity="warning">
      {message('configurator.savedOptionsGone')}
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
        {options.map((option) => (
          <li key={option.nOptieIDHist}>
            {option.cOmschrijving ??
              message('configurator.savedOptionUnnamed', { id: option.nOptieIDHist })}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
