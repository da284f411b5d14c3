/** The Chromium executable to launch (CHROMIUM_PATH, else Debian's), or undefined when none is installed. */
export function findChromium(env?: NodeJS.ProcessEnv): string | undefined;
