// First: zod must not probe `eval` under the page's CSP (see the module).
import './app/zodWithoutEval.ts';
import { languageOfLocale } from '@lease/api';
import { startTransition, StrictMode } from 'react';
// The entry's modules run in three tasks: the contract and React, MUI's styling core, the app
// (app/entryTasks/index.ts). Their order here is what splits them; the build checks it.
import './app/entryTasks/afterContract.ts';
import '@mui/material/styles';
import './app/entryTasks/afterStyling.ts';
import { App } from './app/App.tsx';
import { createAppRouter } from './app/router.tsx';
import { nameDocumentLanguage } from './i18n/documentLanguage.ts';
import { documentLocale } from './i18n/localeForPath.ts';
import { catalogueFor } from './i18n/messageCatalogues.ts';
import type { AppDeps } from './lib/appDeps.tsx';
import { browserChoiceArea } from './lib/choiceCookies.ts';
import { watchChunkLoadErrors } from './lib/chunkReloadGuard.ts';
import { startDeploymentCheck } from './lib/deploymentCheck.ts';
import { createPortalGateway } from './lib/gateway.ts';
import { isServerRendered, PAGE_HYDRATION_ELEMENT_ID } from './lib/pageHydrationElement.ts';
import { pageRouteRules } from './lib/pageRouteRules.ts';
import { adoptPageStyling } from './lib/pageStyling.ts';
import { pageViewSinkFor } from './lib/pageViews.ts';
import { createQueryClient } from './lib/queryClient.ts';
import { loadRenderer } from './lib/renderer/loadRenderer.ts';
import { routerReady } from './lib/routerReady.ts';
import { rememberScreen } from './lib/screenCookie.ts';
import { createSessionStore } from './lib/sessionStore.ts';
import { loadLocaleData, nextTask } from './lib/startInSteps.ts';
import { createStoredChoices, forgetChoicesWithSession } from './lib/storedChoices.ts';

// Before the first dynamic import: a code chunk that fails to load is known by the bundle's report.
watchChunkLoadErrors();

/**
 * The composition root: the app's dependencies, made once as the portal starts and handed down.
 * Made in the task that starts the portal, not as the entry's modules run: their stores read the
 * session and listen to other tabs, and that work made the entry's last task longer still.
 */
function composeApp(): AppDeps {
  const sessionStore = createSessionStore();
  const choices = createStoredChoices(browserChoiceArea);
  forgetChoicesWithSession(sessionStore, choices);
  return {
    sessionStore,
    choices,
    queryClient: createQueryClient(sessionStore),
    gateway: createPortalGateway(sessionStore, { baseUrl: import.meta.env.VITE_API_BASE_URL }),
    // The dev server has no build files; a built portal checks for newer builds.
    ...(import.meta.env.DEV
      ? {}
      : {
          deployment: startDeploymentCheck({
            currentId: import.meta.env.VITE_BUILD_ID,
            effectiveType: (navigator as { connection?: { effectiveType?: string } }).connection
              ?.effectiveType,
          }),
        }),
    pageViews: pageViewSinkFor(import.meta.env.VITE_PAGE_VIEWS_PATH, import.meta.env.DEV),
    routeRules: pageRouteRules(),
  };
}

// Set before the first render, so even the loading screen has the right language; its texts
// start loading now, alongside the first page's code.
const startLocale = documentLocale();
nameDocumentLanguage(startLocale);
void catalogueFor(languageOfLocale(startLocale));
// The browser's locale data too, in tasks of their own while the first page's code loads: the
// first price or format would otherwise load it in one long task (startInSteps.ts).
void loadLocaleData(startLocale);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const container: HTMLElement = root;

// The server may have painted the client's brand into #root already (ADR 0011). The router then
// starts first and the app renders once the first page is ready, so the brand stays on screen
// until the page replaces it, instead of giving way to a loading screen. (A promise, not a
// top-level await: that would make the bundler split the entry into many more chunks.)
async function renderApp(root: HTMLElement, deps: AppDeps): Promise<void> {
  const paintedByServer = adoptPageStyling(deps.queryClient) && root.hasChildNodes();
  // The styling, the locale data and the router each in tasks of their own (startInSteps.ts).
  await loadLocaleData(startLocale);
  await nextTask();
  const router = createAppRouter(deps);
  const renderer = await loadRenderer();
  if (!renderer) return;
  // The first render is a transition: React renders it in slices of a few milliseconds and the
  // phone stays responsive, instead of one long task for the whole first page (on the
  // configurator, hundreds of milliseconds at 4x CPU). Whatever is on screen (the server's
  // frame) stays until the page is ready to replace it.
  const render = () =>
    startTransition(() =>
      renderer.createRoot(root).render(
        <StrictMode>
          <App deps={deps} router={router} />
        </StrictMode>,
      ),
    );
  if (paintedByServer) void routerReady(router).then(render);
  else render();
}

/**
 * Starts the portal on the page: the router and the first render, or the take-over of a page the
 * server rendered. Called by the page's entry (`entry.ts`) once this module and everything it
 * imports have run.
 */
export function startPortal(): void {
  // The app's dependencies, then the router or the take-over, each in a task of its own after the
  // ones that ran the app's modules: on a phone at 4x CPU the work together blocked the page for
  // about 300 ms, apart in tasks of 200 and 100 ms and less.
  setTimeout(() => {
    const deps = composeApp();
    setTimeout(() => startWith(deps), 0);
  }, 0);
}

function startWith(deps: AppDeps): void {
  // The pages the server renders next are drawn for this screen's width (screenCookie.ts). Not
  // as the modules run: DevTools places the code of every cookie access (app-start.spec.ts).
  rememberScreen(
    window.matchMedia.bind(window),
    (cookie) => {
      document.cookie = cookie;
    },
    window.location.protocol === 'https:',
  );
  if (!isServerRendered()) {
    void renderApp(container, deps);
    return;
  }
  // React's renderer runs now, in a task of its own: its file has loaded beside the entry, and
  // run once the page's code has come too, the two made one long task (20-40 ms at full speed).
  void loadRenderer();
  // A page the server rendered with its data is taken over as it stands. Its code loads only for
  // such a page. Should its code or the page's fail to load (a new build replaced them), the app
  // renders the page itself, and its error page deals with the missing code as on any other page.
  void import('./app/hydratePage.tsx')
    .then(({ hydratePage }) => hydratePage(container, deps))
    .catch(() => false)
    .then((taken) => {
      if (taken) return;
      // The page is the app's from here, not the server's.
      document.getElementById(PAGE_HYDRATION_ELEMENT_ID)?.remove();
      void renderApp(container, deps);
    });
}
