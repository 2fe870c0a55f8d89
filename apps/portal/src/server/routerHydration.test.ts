import { createMemoryRouter, createStaticHandler, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routerHydration } from './routerHydration.ts';

/**
 * A guarded frame, a guarded layout whose code loads lazily (in the browser it is in before the
 * router starts), and a page with its data; each counts where it ran.
 */
function table(ran: string[], layout: 'lazy' | 'loaded'): RouteObject[] {
  const Layout = () => null;
  return [
    {
      id: 'frame',
      path: '/',
      middleware: [() => void ran.push('frame guard')],
      children: [
        {
          id: 'layout',
          middleware: [() => void ran.push('layout guard')],
          ...(layout === 'lazy'
            ? { lazy: async () => ({ Component: Layout }) }
            : { Component: Layout }),
          children: [
            {
              id: 'page',
              path: 'pagina',
              loader: () => (ran.push('loader'), { naam: 'Pagina' }),
            },
          ],
        },
      ],
    },
  ];
}

async function renderedOnServer() {
  const handler = createStaticHandler(table([], 'lazy'), { future: { v8_middleware: true } });
  const context = await handler.query(new Request('http://portal.test/pagina'));
  if (context instanceof Response) throw new Error('the page redirected');
  return context;
}

describe('routerHydration', () => {
  it('hands over the loaders’ data and every guarded route without a loader as done', async () => {
    const hydration = routerHydration(await renderedOnServer());

    expect(hydration.loaderData).toEqual({ frame: null, layout: null, page: { naam: 'Pagina' } });
    // As the page goes into its HTML: a route handed over as `undefined` would be left out.
    expect(JSON.parse(JSON.stringify(hydration.loaderData))).toEqual(hydration.loaderData);
  });

  it('lets the browser’s router start from the server’s page without running guard or loader', async () => {
    const ran: string[] = [];
    const router = createMemoryRouter(table(ran, 'loaded'), {
      initialEntries: ['/pagina'],
      hydrationData: JSON.parse(JSON.stringify(routerHydration(await renderedOnServer()))),
      future: { v8_middleware: true },
    });
    await Promise.resolve();

    expect(router.state.initialized).toBe(true);
    expect(router.state.loaderData).toMatchObject({ page: { naam: 'Pagina' } });
    expect(ran).toEqual([]);
  });
});
