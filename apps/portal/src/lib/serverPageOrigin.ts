import type { PageOrigin } from '@lease/ui';

/** A page the server renders: every part is the server's (`useServerRendered` is true). */
export const SERVER_PAGE: PageOrigin = { fromServer: true };

/** What of the router says whether it has left its first page. */
interface RouterStates {
  readonly state: RouterState;
  subscribe(listener: (state: RouterState) => void): () => void;
}

interface RouterState {
  readonly location: { readonly key: string };
  readonly navigation: { readonly state: string };
}

/**
 * The first page the browser takes over from the server: its parts mount as the server's, the
 * ones React adopts later (a part whose code loads after the shell) included, until the router
 * sets out for another page. Parts that mount from then on are the browser's own.
 */
export function serverPageOrigin(router: RouterStates): PageOrigin {
  const origin = { fromServer: true };
  const firstPage = router.state.location.key;
  const stop = router.subscribe((state) => {
    if (state.navigation.state === 'idle' && state.location.key === firstPage) return;
    origin.fromServer = false;
    stop();
  });
  return origin;
}
