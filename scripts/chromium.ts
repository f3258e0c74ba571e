/** The browser tests and Lighthouse drive Debian's Chromium, never a downloaded browser. */
export const CHROMIUM = '/usr/bin/chromium';

/** Headless Chromium on this machine: no sandbox (root in CI), no GPU, and nothing phoning home. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
