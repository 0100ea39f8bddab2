/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API root for the built console, absolute or relative to the page's origin; `/api` when unset. */
  readonly VITE_VIGIL_API_URL?: string;
  /** The production build's id (also in its version.json); absent in development. */
  readonly VITE_VIGIL_BUILD_HASH?: string;
}
