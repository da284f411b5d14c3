// A sign-in link the normal way on the embedded defaults: ask the control plane for it, then read
// it from DATA_DIR/outbox, where e-mails go without SMTP_URL. Used by `npm start` and the benches.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

function readdirSafe(dir) {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/** The magic link e-mailed to `email`, or undefined when the request fails or no e-mail arrives in ~10 s (a loaded machine delivers late). */
export async function requestSignInLink(controlPlaneUrl, dataDir, email) {
  const outbox = path.join(dataDir, 'outbox');
  const before = new Set(readdirSafe(outbox));
  const response = await fetch(`${controlPlaneUrl}/auth/local/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (!response.ok) {
    console.error(`pedido do link de acesso: HTTP ${response.status} ${(await response.text()).slice(0, 200)}`);
    return undefined;
  }
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const fresh = readdirSafe(outbox).filter((name) => !before.has(name)).sort();
    for (const name of fresh.reverse()) {
      const raw = readFileSync(path.join(outbox, name), 'utf8');
      if (!raw.includes(email)) continue;
      // mailparser (through the shared test SMTP package) decodes the message as any mail client would.
      const { parseMail, linkIn } = await import('@vigia/test-support/smtp');
      return linkIn(await parseMail(raw), '/auth/callback');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return undefined;
}
