/**
 * Debian's Chromium (no browser download here), with the flags this closed, GPU-less machine needs.
 * @public the benchmarks' browser (bench/ imports it across workspaces, which knip does not follow)
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * The journeys' browser: Debian's chromium-headless-shell, the same engine built without the desktop
 * browser around it (what Playwright itself runs headless). Full Chromium's headless mode is the whole
 * browser without a window: on the accessibility and routing specs it took 99 s (71 CPU-s) where the
 * shell took 72 s (55 CPU-s). The benchmarks keep full Chromium, the browser people use.
 */
export const HEADLESS_SHELL_PATH = process.env.HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];
