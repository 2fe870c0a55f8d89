import { demoReviews, demoSettings } from '@lease/api/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { demoSession } from '#src/testing/demoToken.ts';
import { renderRoute, type RenderedRoute } from '#src/testing/renderRoute.tsx';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.unmount());

const reviewsOn = http.get('*/api/GetSettings', () =>
  HttpResponse.json({ ...demoSettings, IsAutoReviewEnabled: true }),
);

describe('the reviews page', () => {
  it('shows the reviews of the models asked for', async () => {
    const route = (rendered = renderRoute('/nl/horizon/reviews?model=304&model=7', {
      session: demoSession(),
      handlers: [reviewsOn],
    }));
    const [first] = demoReviews;
    await expect
      .element(page.getByRole('heading', { level: 2, name: first?.cTitel ?? '' }))
      .toBeVisible();
    const call = route.requests.find((r) => r.url.includes('/api-news/autotests'));
    expect(new URL(call?.url ?? 'http://x').searchParams.getAll('nmodelid[]')).toEqual([
      '304',
      '7',
    ]);
  });

  it('is not there when the client has reviews switched off', async () => {
    rendered = renderRoute('/nl/horizon/reviews', {
      session: demoSession(),
      handlers: [
        http.get('*/api/GetSettings', () =>
          HttpResponse.json({ ...demoSettings, IsAutoReviewEnabled: false }),
        ),
      ],
    });
    await expect
      .element(page.getByRole('heading', { level: 1, name: /niet gevonden/ }))
      .toBeVisible();
  });
});
