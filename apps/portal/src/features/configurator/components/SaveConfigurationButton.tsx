import { useSaveConfigurationMutation, type SaveConfigurationRequest } from '@lease/api';
import { useToast } from '@lease/ui';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { usePortalMessage } from '#src/i18n/usePortalMessage.ts';
import { useGateway } from '#src/lib/appDeps.tsx';
import { saveFailureMessage } from '../saveFailureMessage.ts';

/**
 * Saves the configuration as calculated (`SaveConfiguration`): a toast says it is saved, a
 * refusal shows under the button. `body` is null until there is a calculation to save.
 */
export function SaveConfigurationButton({ body }: { body: SaveConfigurationRequest | null }) {
  const gateway = useGateway();
  const message = usePortalMessage();
  const toast = useToast();
  const save = useSaveConfigurationMutation(gateway);
  const failure = save.error ? saveFailureMessage(save.error) : null;
  return (
    <>
      <Button
        variant="outlined"
        disabled={body === null || save.isPending}
        onClick={() => {
          if (body === null) return;
          save.mutate(body, {
            onSuccess: () =>
              toast.show({ message: message('configurator.saved'), severity: 'success' }),
          });
        }}
      >
        {message('configurator.save')}
      </Button>
      {failure ? (
        <Alert severity="warning" role="alert">
          {message(failure.id, failure.values)}
        </Alert>
      ) : null}
    </>
  );
}
