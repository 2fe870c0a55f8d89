import { driverProfileQueryOptions } from '@lease/api';
import { Greeting } from '@lease/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { appDepsOf, useGateway, type RouteLoaderArgs } from '#src/lib/appDeps.tsx';
import type { RouteHandle } from '#src/lib/routeHandle.ts';

export const handle = { titleId: 'home.title' } satisfies RouteHandle;

/** Starts the driver's profile while the page's code loads (docs/adr/0008). */
export async function loader({ context }: RouteLoaderArgs) {
  const { queryClient, gateway } = appDepsOf(context);
  await queryClient.ensureQueryData(driverProfileQueryOptions(gateway));
  return null;
}

/** `/{lang}/{lease}`: the client home of a logged-in person, greeted by name. */
export function Component() {
  const { data: profile } = useSuspenseQuery(driverProfileQueryOptions(useGateway()));
  return <Greeting component="h1" name={profile.cBerijdernaam} />;
}
