import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { serverPageOrigin } from './serverPageOrigin.ts';

const pages = [
  { id: 'first', path: '/eerste', loader: () => 'eerste' },
  { id: 'second', path: '/tweede', loader: () => 'tweede' },
];

describe('serverPageOrigin', () => {
  it('is the server’s through the first page’s start and its reloads of data', async () => {
    const router = createMemoryRouter(pages, {
      initialEntries: ['/eerste'],
      hydrationData: { loaderData: { first: 'van de server' } },
    });
    const origin = serverPageOrigin(router);

    await router.revalidate();
    await router.fetch('data', 'first', '/eerste');

    expect(router.state.loaderData).toMatchObject({ first: 'eerste' });
    expect(origin.fromServer).toBe(true);
  });

  it('is the browser’s from the moment the router sets out for another page', async () => {
    const router = createMemoryRouter(pages, {
      initialEntries: ['/eerste'],
      hydrationData: { loaderData: { first: 'van de server' } },
    });
    const origin = serverPageOrigin(router);

    const going = router.navigate('/tweede');
    expect(router.state.navigation.state).toBe('loading');
    expect(origin.fromServer).toBe(false);
    await going;
    await router.navigate('/eerste');
    expect(origin.fromServer).toBe(false);
  });
});
