import { redirectDocument, type MiddlewareFunction } from 'react-router-dom';
import { appDepsOf } from '#src/lib/appDeps.tsx';

/**
 * When a newer build has been deployed, the next navigation loads its page from the server
 * instead of rendering it with this page's old code (spec point 4). It runs before any guard or
 * loader, and only when the person navigates: never in the middle of a form.
 */
export const reloadWhenOutdated: MiddlewareFunction = ({ context, request }) => {
  if (!appDepsOf(context).deployment?.isOutdated()) return;
  const url = new URL(request.url);
  throw redirectDocument(`${url.pathname}${url.search}${url.hash}`);
};
