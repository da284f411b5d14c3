import type { ApolloClient } from '@apollo/client';
import type { Dispatch } from 'react';
import { i18n } from '../../../lib/i18n';
import { getServerMessage } from '../../../lib/apollo';
import { CompleteOidcSignInQuery } from '../api/completeOidcSignIn';
import { SignInVerificationFragment } from '../api/signInVerification';
import { getFragmentData } from '../../../gql';
import type { AuthAction } from './authReducer';
import { AuthError, finishSignIn, verifiedOnce, type MagicLinkOutcome } from './authService';

export interface SsoReturn {
  code: string;
  state: string;
  iss?: string | undefined;
}

const ssoRequests = new Map<string, Promise<MagicLinkOutcome>>();

/**
 * Single sign-on return: code and state go to the control plane, which opens the session as the
 * magic link does (second factor included). A state works once (verifiedOnce). The server's message
 * is shown when it refuses.
 */
export function completeSsoSignIn(client: ApolloClient, back: SsoReturn, dispatch: Dispatch<AuthAction>): Promise<MagicLinkOutcome> {
  return verifiedOnce(ssoRequests, back.state, async () => {
    let verification;
    try {
      const { data } = await client.query({
        query: CompleteOidcSignInQuery,
        variables: { code: back.code, state: back.state, ...(back.iss ? { iss: back.iss } : {}) },
        fetchPolicy: 'no-cache',
        context: { skipAuthRedirect: true, noRetry: true, requestClient: 'auth' },
      });
      verification = data?.completeOidcSignIn;
    } catch (error) {
      throw new AuthError(getServerMessage(error) ?? i18n.t('sign-in:sso.failed'));
    }
    if (!verification) throw new AuthError(i18n.t('sign-in:sso.failed'));
    return finishSignIn(client, getFragmentData(SignInVerificationFragment, verification), dispatch);
  });
}
