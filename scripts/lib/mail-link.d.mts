/** The first link in the message whose path starts with pathPrefix, e.g. '/auth/callback'. */
export function extractLink(rawMessage: string, pathPrefix: string): string | undefined;
