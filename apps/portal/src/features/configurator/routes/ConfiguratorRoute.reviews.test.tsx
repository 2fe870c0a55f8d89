import { demoSettings } from '@lease/api/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { demoSession } from '#src/testing/demoToken.ts';
import { renderRoute, type RenderedRoute } from '#src/testing/renderRoute.tsx';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.unmount());

const path = '/nl/horizon/calculator/304/types/type-880001/configurator';
const reviewsLink = () => page.getByRole('link', { name: 'Lees de reviews van dit model' });
const otherVersions = () => page.getByRole('link', { name: 'Andere uitvoeringen van dit model' });

describe('the configurator’s link to the reviews', () => {
  it('leads to the reviews of a model that has them', async () => {
    rendered = renderRoute(path, { session: demoSession() });
    await expect.element(reviewsLink()).toHaveAttribute('href', '/nl/horizon/reviews?model=304');
  });

  it('is not there, and no reviews are asked for, where the client shows no reviews', async () => {
    rendered = renderRoute(path, {
      session: demoSession(),
      handlers: [
        http.get('*/api/GetSettings', () =>
          HttpResponse.json({ ...demoSettings, IsAutoReviewEnabled: false }),
        ),
      ],
    });
    await expect.element(otherVersions()).toBeVisible();
    await expect.element(page.getByRole('radio', { name: /Kings Red/ })).toBeVisible();
    expect(rendered.requests.some((request) => request.url.includes('autotests'))).toBe(false);
    expect(reviewsLink().elements()).toHaveLength(0);
  });
});

describe('the links under the configurator’s heading', () => {
  it('start where the heading starts, as lines of text under it', async () => {
    rendered = renderRoute(path, { session: demoSession() });
    await expect.element(reviewsLink()).toBeVisible();
    const heading = page.getByRole('heading', { level: 1 }).element();
    const textStart = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return Math.round(range.getBoundingClientRect().left);
    };
    for (const link of [otherVersions(), reviewsLink()]) {
      expect(textStart(link.element())).toBe(textStart(heading));
    }
  });
});
