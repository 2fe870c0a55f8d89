import { optionKey, type DetailRequest, type Option, type OptionsRequest } from '@lease/api';
import { demoConfiguratorDetail, demoOptions, demoOptionsResponse } from '@lease/api/testing';
import { http, HttpResponse } from 'msw';

/** The configurator of the ID.4 Pure in the demo fixtures. */
export const configuratorPath = '/nl/horizon/calculator/304/types/type-880001/configurator';

const all: readonly Option[] = Object.values(demoOptions);

/** The ids `GetOpties` was asked for, in the order they were sent. */
export const requestedIds = (body: OptionsRequest) =>
  body.cGekozenOpties.split(',').filter(Boolean).map(Number);

/**
 * `GetOpties` that applies the choice it is sent, as the server does, without a notice;
 * `change` may alter the answer for a request (a forced package, a notice).
 */
export function optionsAsChosen(
  change: (
    body: OptionsRequest,
    chosen: Option[],
  ) => Partial<typeof demoOptionsResponse> = () => ({}),
) {
  return http.post('*/api/GetOpties', async ({ request }) => {
    const body = (await request.json()) as OptionsRequest;
    const ids = requestedIds(body);
    const chosen = all.filter((option) => ids.includes(optionKey(option) ?? 0));
    return HttpResponse.json({
      ...demoOptionsResponse,
      Popup: null,
      gekozenOptiesNieuw: chosen,
      ...change(body, chosen),
    });
  });
}

/** `GetDetails` answering `detail(body)`, or the demo detail; every body is kept in `bodies`. */
export function detailsBy(
  detail: (body: DetailRequest) => Partial<typeof demoConfiguratorDetail>,
  bodies: DetailRequest[] = [],
) {
  return http.post('*/api/GetDetails', async ({ request }) => {
    const body = (await request.json()) as DetailRequest;
    bodies.push(body);
    return HttpResponse.json({ ...demoConfiguratorDetail, ...detail(body) });
  });
}
