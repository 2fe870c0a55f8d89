import { createHandlers } from '@lease/api/testing/msw';
import { getResponse, type HttpHandler } from 'msw';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from '#src/app/provider.tsx';
import { createAppRouter } from '#src/app/router.tsx';
import type { AppDeps } from '#src/lib/appDeps.tsx';
import { requestChoiceArea } from '#src/lib/choiceCookies.ts';
import { createPortalGateway } from '#src/lib/gateway.ts';
import { createQueryClient } from '#src/lib/queryClient.ts';
import { createSessionStore, type StoredSession } from '#src/lib/sessionStore.ts';
import { createStoredChoices } from '#src/lib/storedChoices.ts';

export interface RenderRouteOptions {
  /** A session to start with, as a login would have stored it. */
  session?: StoredSession;
  /** Handlers that answer before the contract's default fixtures (`@lease/api/testing/msw`). */
  handlers?: HttpHandler[];
  /** The server's route rules, as the page would carry them. */
  routeRules?: AppDeps['routeRules'];
  /** How long a page waits after a change before it calculates (the app's own when left out). */
  calculationDelayMs?: number;
  /** The `Cookie` header of remembered choices the page starts with (`lib/choiceCookies.ts`). */
  choiceCookies?: string;
}

export interface RenderedRoute {
  router: ReturnType<typeof createAppRouter>;
  deps: AppDeps;
  storage: Storage;
  /** Every API request the page sent, in order. */
  requests: Request[];
  /** The current path of the router. */
  pathname(): string;
  unmount(): void;
}

let mounted: Root | undefined;

/**
 * Renders a path of the real route table with real pages, guards and loaders. API calls go
 * through the real gateway to msw's handlers, answered in-process (no service worker), so a test
 * sees what a person would, and can see which requests left and when.
 */
export function renderRoute(path: string, options: RenderRouteOptions = {}): RenderedRoute {
  mounted?.unmount();
  // The page's real storage, as the portal uses it, emptied so no test sees another's session.
  const storage = window.localStorage;
  storage.clear();
  window.sessionStorage.clear();
  const sessionStore = createSessionStore();
  if (options.session) sessionStore.save(options.session);
  const handlers = [...(options.handlers ?? []), ...createHandlers()];
  const requests: Request[] = [];
  const fetchFromHandlers: typeof fetch = async (input, init) => {
    const request = new Request(new URL(String(input), window.location.origin), init);
    requests.push(request.clone());
    const response = await getResponse(handlers, request);
    return (
      response ?? new Response(`No handler for ${request.method} ${request.url}`, { status: 501 })
    );
  };
  const deps: AppDeps = {
    sessionStore,
    // The choices of this render only: a test's cookies would outlive it in the page's own jar.
    choices: createStoredChoices(requestChoiceArea(options.choiceCookies ?? '')),
    queryClient: createQueryClient(sessionStore),
    gateway: createPortalGateway(sessionStore, { fetch: fetchFromHandlers }),
    ...(options.routeRules ? { routeRules: options.routeRules } : {}),
    ...(options.calculationDelayMs === undefined
      ? {}
      : { calculationDelayMs: options.calculationDelayMs }),
  };
  const router = createAppRouter(deps, { initialEntries: [path] });
  const container = document.createElement('div');
  document.body.replaceChildren(container);
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <AppProvider deps={deps}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
  mounted = root;
  return {
    router,
    deps,
    storage,
    requests,
    pathname: () => router.state.location.pathname,
    unmount: () => {
      root.unmount();
      mounted = undefined;
    },
  };
}
