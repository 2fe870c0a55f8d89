/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the lease API when it is not the portal's own origin (decisions.md §2). */
  readonly VITE_API_BASE_URL?: string;
  /** This build's id (`buildInfo.ts`); the same id as in `build/meta/<id>.json`. */
  readonly VITE_BUILD_ID: string;
  /** Hosts besides the portal's and the API's that may serve the calculation document (comma-separated). */
  readonly VITE_CALCULATION_HOSTS?: string;
  /** Where page views are posted on the portal's origin (`lib/pageViews.ts`); none without. */
  readonly VITE_PAGE_VIEWS_PATH?: string;
}
