/** The element the server puts a page's hydration data in (`pageHydration.ts`). */
export const PAGE_HYDRATION_ELEMENT_ID = 'page-hydration';

/** Whether the server rendered this page with its data, for the app to take over. */
export function isServerRendered(page: Document = document): boolean {
  return page.getElementById(PAGE_HYDRATION_ELEMENT_ID) !== null;
}
