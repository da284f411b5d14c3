// Where the Chromium for the e2e suite and the web bench is: CHROMIUM_PATH, else Debian's package.
// Playwright cannot download its own browsers on these machines, so it is never asked to.
import { existsSync } from 'node:fs';

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** The Chromium executable to launch, or undefined when none is installed. */
export function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) return existsSync(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : undefined;
  return SYSTEM_PATHS.find((candidate) => existsSync(candidate));
}
