/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the lease API when it is not the portal's own origin (decisions.md §2). */
  readonly VITE_API_BASE_URL?: string;
}
