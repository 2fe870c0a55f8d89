import { driverProfileQueryOptions, settingsQueryOptions } from '@lease/api';
import type { AppDeps } from './appDeps.tsx';

/**
 * What every price a page shows depends on, loaded together: the client's settings for the
 * chosen mobility product (categories, tax brackets, what may be shown) and the driver's profile
 * (category, tax bracket). A loader awaits it before the page's own data.
 */
export function loadPricingBasis({
  queryClient,
  gateway,
  choices,
}: Pick<AppDeps, 'queryClient' | 'gateway' | 'choices'>) {
  return Promise.all([
    queryClient.ensureQueryData(settingsQueryOptions(gateway, choices.mobilityProduct.read())),
    queryClient.ensureQueryData(driverProfileQueryOptions(gateway)),
  ]);
}
