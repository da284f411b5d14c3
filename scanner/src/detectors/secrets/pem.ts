/**
 * PEM private keys of every kind (RSA, EC, DSA, OPENSSH, ENCRYPTED, PGP ... PRIVATE KEY), written on
 * several lines or on one line with \n / \r\n escapes (JSON, .env). A key needs a body: a run of ≥ 40
 * base64 characters shortly after the BEGIN line, so `-----BEGIN PRIVATE KEY-----\nanything` is not one.
 */
const BEGIN = /-----BEGIN[ A-Z0-9]*? PRIVATE KEY(?: BLOCK)?-----/g;
// Blank lines, escaped newlines and PEM headers (`Proc-Type: 4,ENCRYPTED`) may precede the body.
const BODY = /^(?:\\\\?[rn]|\s|[\w-]+: [^\n\\]*(?:\\\\?n|\n))*[A-Za-z0-9+/=]{40,}/;

export interface PemMatch {
  offset: number;
  header: string;
}

export function findPrivateKeys(text: string): PemMatch[] {
  if (!text.includes('PRIVATE KEY')) return [];
  const out: PemMatch[] = [];
  for (const m of text.matchAll(BEGIN)) {
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 600);
    if (BODY.test(after)) out.push({ offset: m.index, header: m[0] });
  }
  return out;
}
