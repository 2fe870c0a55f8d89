import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { demoSession } from '#src/testing/demoToken.ts';
import { renderRoute, type RenderedRoute } from '#src/testing/renderRoute.tsx';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.unmount());

const typesPath = '/nl/horizon/calculator/304/types';
const reviewsLink = () => page.getByRole('link', { name: 'Lees de reviews van dit model' });

describe('the types page', () => {
  it('links to the reviews of a model that has them', async () => {
    rendered = renderRoute(typesPath, { session: demoSession() });
    await expect.element(reviewsLink()).toHaveAttribute('href', '/nl/horizon/reviews?model=304');
  });

  it('offers no reviews link for a model without reviews', async () => {
    rendered = renderRoute(typesPath, {
      session: demoSession(),
      handlers: [http.get('*/api-news/autotests', () => HttpResponse.json([]))],
    });
    await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(() => rendered?.requests.some((request) => request.url.includes('autotests')))
      .toBe(true);
    await expect.element(page.getByText(/uitvoering/).first()).toBeVisible();
    expect(reviewsLink().elements()).toHaveLength(0);
  });
});
