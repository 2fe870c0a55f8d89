import { createContext, startTransition, useContext, useEffect, useState } from 'react';

/**
 * Where the page a part mounts in comes from: `fromServer` is true while the server renders it,
 * and in the browser for parts that take over what the server sent. Read as a part mounts, so an
 * app can say "the server's page" until it moves on, without a new context value (which would
 * reach parts the browser has not taken over yet).
 */
export interface PageOrigin {
  readonly fromServer: boolean;
}

/** A page the browser draws itself: the default, in stories and tests too. */
const BROWSER_PAGE: PageOrigin = { fromServer: false };

/** What the app says of the page its parts mount in (see `PageOrigin`). */
export const PageOriginContext = createContext<PageOrigin>(BROWSER_PAGE);

/**
 * True on the server and while the browser takes the server's part over; false in every other
 * render in the browser. A part that differs between the two renders with this, so the take-over
 * finds what the server sent.
 *
 * The browser leaves the server's variant in a transition after the part mounts: React renders the
 * change in short slices among other work and keeps what is on screen until the new variant is
 * ready. (A store whose server snapshot differs from its own would re-render the part at once, in
 * the task that ends the take-over, with every part loaded on first use showing its fallback.)
 */
export function useServerRendered(): boolean {
  const origin = useContext(PageOriginContext);
  const [serverRendered, setServerRendered] = useState(() => origin.fromServer);
  useEffect(() => {
    if (serverRendered) startTransition(() => setServerRendered(false));
  }, [serverRendered]);
  return serverRendered;
}
