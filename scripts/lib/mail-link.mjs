// Reads a sign-in or invitation link out of a raw RFC 822 message (quoted-printable aware).

function decodeQuotedPrintable(text) {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The first link in the message whose path starts with pathPrefix, e.g. '/auth/callback'. */
export function extractLink(rawMessage, pathPrefix) {
  const text = decodeQuotedPrintable(rawMessage);
  const escaped = pathPrefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = text.match(new RegExp(`https?://[^\\s"'<>]+${escaped}\\?token=[A-Za-z0-9_-]+`));
  return match ? match[0] : undefined;
}
