import { launch, type LaunchedChrome } from 'chrome-launcher';

/**
 * The flags this machine's Chromium needs: headless without a sandbox or GPU, and none of the
 * background services, whose connections fail on a closed network and disturb the figures.
 */
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface Chromium {
  /** The DevTools port Lighthouse and Playwright connect to. */
  port: number;
  close(): void;
}

/**
 * Starts the system Chromium (`CHROME_PATH`, else /usr/bin/chromium) with a fresh temporary
 * profile, which chrome-launcher deletes again on close.
 */
export async function launchChromium(): Promise<Chromium> {
  const chrome: LaunchedChrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
  return {
    port: chrome.port,
    close: () => chrome.kill(),
  };
}
