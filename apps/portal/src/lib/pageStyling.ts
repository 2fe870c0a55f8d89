import { environmentStylingSchema, stylingKeys } from '@lease/api';
import type { QueryClient } from '@tanstack/react-query';

/** The element the portal server puts the client's styling in (server/pages/firstPaint.ts). */
const STYLING_ELEMENT_ID = 'client-styling';

/**
 * Takes the client's styling that the server put into the page with its first paint (ADR 0011)
 * into the query cache, so the first route does not ask for it again. It is checked as an answer
 * of `GetStyling` would be; anything else is ignored and the route asks the API as before.
 */
export function adoptPageStyling(queryClient: QueryClient, page: Document = document): boolean {
  const text = page.getElementById(STYLING_ELEMENT_ID)?.textContent;
  if (!text) return false;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return false;
  }
  const parsed = environmentStylingSchema.safeParse(json);
  if (!parsed.success || !parsed.data.cClient) return false;
  queryClient.setQueryData(stylingKeys.client(parsed.data.cClient), parsed.data);
  return true;
}
