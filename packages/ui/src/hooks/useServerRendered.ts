import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * True on the server, and in the browser while it takes the server's page over (React renders
 * with the server's snapshot then); false in every other render in the browser. A part that
 * differs between the two renders with this, so the take-over finds what the server sent.
 */
export function useServerRendered(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
