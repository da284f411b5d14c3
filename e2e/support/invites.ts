// Members set up through the API: the admin invites, the invitee accepts in their own context.
import type { BrowserContext } from '@playwright/test';
import { findProject, graphql } from './graphql.js';
import { receivedMessages, waitForLink } from './mailbox.js';

/**
 * Invites `email` (VIEWER) to the admin's tenant and accepts the e-mailed invitation with
 * `inviteeContext`, which then holds the new member's session.
 */
export async function acceptInvitation(adminContext: BrowserContext, inviteeContext: BrowserContext, email: string, name: string): Promise<void> {
  const seen = receivedMessages();
  const { tenantId } = await findProject(adminContext, 'Internet Banking');
  await graphql(adminContext, 'mutation Invite($t: UUID, $input: InviteRequestInput) { invite(tenantId: $t, input: $input) { id } }', {
    t: tenantId,
    input: { email, roles: ['VIEWER'] },
  });
  const token = new URL(await waitForLink(email, '/auth/invite/accept', seen)).searchParams.get('token');
  await graphql(inviteeContext, 'mutation Accept($input: AcceptInviteRequestInput) { acceptInvite(input: $input) { user { id } } }', { input: { token, name } });
}
