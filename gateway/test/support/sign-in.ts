import { expect } from 'vitest';
import { GraphQLClient } from './gateway.js';
import { tokenFromMail, type TestSmtpServer } from './smtp.js';

const REQUEST_LINK = /* GraphQL */ `
  mutation RequestLink($input: MagicLinkRequestInput) {
    requestMagicLink(input: $input) { success }
  }
`;
const VERIFY_LINK = /* GraphQL */ `
  query Verify($token: LinkToken!) {
    verifyMagicLink(token: $token) { success }
  }
`;
const WHOAMI = /* GraphQL */ `
  query Whoami { whoami { csrfToken tenants { tenantId } } }
`;

export interface Session {
  client: GraphQLClient;
  csrfToken: string;
  tenantId: string;
}

/** Signs in through the gateway only (requestMagicLink → e-mail → verifyMagicLink) and reads whoami. */
export async function signIn(gatewayUrl: string, smtp: TestSmtpServer, email: string): Promise<Session> {
  const client = new GraphQLClient(gatewayUrl);
  const before = smtp.messages.length;
  const requested = await client.request(REQUEST_LINK, { input: { email } });
  expect(requested.body.errors).toBeUndefined();
  const mail = await smtp.waitFor(email, (message) => smtp.messages.indexOf(message) >= before);
  const token = tokenFromMail(mail, '/auth/callback');
  expect(token, 'sign-in link in the e-mail').toBeTruthy();
  const verified = await client.request(VERIFY_LINK, { token });
  expect(verified.body.errors).toBeUndefined();
  const whoami = await client.request<{ whoami: { csrfToken: string; tenants: Array<{ tenantId: string }> } }>(WHOAMI);
  expect(whoami.body.errors).toBeUndefined();
  const me = whoami.body.data?.whoami;
  return { client, csrfToken: me?.csrfToken ?? '', tenantId: me?.tenants[0]?.tenantId ?? '' };
}
