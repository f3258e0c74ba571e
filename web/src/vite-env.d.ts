/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API when it is not served from the same origin as the shop, e.g. `https://api.example.com`. */
  readonly VITE_API_URL?: string;
}
