/// <reference types="vite/client" />

/** A short hash of the built bundle ('dev' under the dev server); sent as `WebBuildVersion`. */
declare const __BUILD_VERSION__: string;

interface ImportMetaEnv {
  readonly VITE_BUILD_VERSION: string;
}
