import { useCallback, useState } from 'react';
import { OperationTypeNode } from 'graphql';
import { useApolloClient } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { credentialHeaders, getErrorStatus } from '../../../lib/apollo';
import { clientErrors } from '../../../lib/client-errors';
import { saveBlob } from '../../../lib/http/download';
import { authenticatedDownload } from '../../../lib/http/authenticatedDownload';
import { useToast } from '../../../components/toast';
import { SignArtifactMutation } from '../api/signArtifact';
import { isSigningDisabled, signErrorMessage } from '../errors';
import { absoluteUrl, clipboardWriter, directDownloadPath } from './links';

export interface ActionArtifact {
  id: string;
  name: string;
}

export interface ArtifactActionsOptions {
  projectId: string;
}

/** A link to the file: signed (no credentials needed) or the direct path (spec §7 fallback). */
export interface ResolvedLink {
  path: string;
  signed: boolean;
  /** Signing is switched off on the server (501). */
  disabled: boolean;
}

export type ArtifactAction = 'download' | 'copy';

const openUrl = (url: string) => {
  window.open(url, '_blank', 'noopener,noreferrer');
};

/**
 * Download and copy-link of spec §7: signArtifact, then the signed URL; when signing fails the
 * direct download path is used instead (a warning is logged unless signing is simply disabled, 501).
 */
export function useArtifactActions({ projectId }: ArtifactActionsOptions) {
  const { t } = useTranslation('artifacts');
  const client = useApolloClient();
  const toast = useToast();
  const [pending, setPending] = useState<{ id: string; action: ArtifactAction } | null>(null);
  // The signed URL is relative to the page's own origin: the gateway serves the SPA.
  const base = window.location.origin;

  const resolveLink = useCallback(
    async (artifact: ActionArtifact): Promise<ResolvedLink> => {
      const direct = directDownloadPath(projectId, artifact.id);
      try {
        const { data } = await client.mutate({
          mutation: SignArtifactMutation,
          variables: { projectId, artifactId: artifact.id },
          // This hook decides what a failure means (501 is expected, the rest a warning).
          context: { skipErrorLog: true },
        });
        const signed = data?.signArtifact?.signedUrl;
        if (signed) return { path: signed, signed: true, disabled: false };
        throw new Error('signArtifact sem signedUrl');
      } catch (error) {
        const disabled = isSigningDisabled(error);
        if (!disabled) {
          const message = `Falha ao assinar URL de download; usando o caminho direto: ${signErrorMessage(error)}`;
          console.warn(`[vigia] ${message}`);
          clientErrors.warn(message, { context: { artifactId: artifact.id, status: getErrorStatus(error) } });
        }
        return { path: direct, signed: false, disabled };
      }
    },
    [client, projectId],
  );

  /** Direct path: a new tab carries the session cookie; a viewer token must ride on a header (fetch and save). */
  const downloadDirect = useCallback(
    async (artifact: ActionArtifact, path: string) => {
      const headers = credentialHeaders(OperationTypeNode.QUERY);
      if (!headers.Authorization) {
        openUrl(absoluteUrl(path, base));
        return;
      }
      try {
        const { blob, filename } = await authenticatedDownload({ url: path, fallbackFilename: artifact.name });
        saveBlob(blob, filename);
      } catch {
        toast.show({ severity: 'error', summary: t('actions.directFailed') });
      }
    },
    [base, t, toast],
  );

  const download = useCallback(
    async (artifact: ActionArtifact) => {
      setPending({ id: artifact.id, action: 'download' });
      try {
        const link = await resolveLink(artifact);
        if (link.signed) openUrl(absoluteUrl(link.path, base));
        else await downloadDirect(artifact, link.path);
      } finally {
        setPending(null);
      }
    },
    [base, downloadDirect, resolveLink],
  );

  const copyLink = useCallback(
    async (artifact: ActionArtifact) => {
      const write = clipboardWriter();
      if (!write) {
        toast.show({ severity: 'error', summary: t('actions.clipboardMissing') });
        return;
      }
      setPending({ id: artifact.id, action: 'copy' });
      try {
        const link = await resolveLink(artifact);
        try {
          await write(absoluteUrl(link.path, base));
        } catch {
          toast.show({ severity: 'error', summary: t('actions.clipboardFailed') });
          return;
        }
        const summary = link.signed ? t('actions.copied') : link.disabled ? t('actions.copiedDirect') : t('actions.copiedFallback');
        toast.show({ severity: link.signed ? 'success' : 'warn', summary });
      } finally {
        setPending(null);
      }
    },
    [base, resolveLink, t, toast],
  );

  return { download, copyLink, pending };
}
