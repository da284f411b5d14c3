import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { useConfirm } from '../../components/confirm';
import { useToast } from '../../components/toast';
import { getFragmentData } from '../../gql';
import { useFreshOptions } from '../../lib/apollo';
import { ProjectTokensQuery } from './api/projectTokens';
import { RevokeTokenMutation } from './api/tokenMutations';
import { TokenRowFragment } from './api/tokenFragment';
import { CreateTokenForm, type CreatedToken } from './CreateTokenForm';
import { RotateTokenDialog } from './RotateTokenDialog';
import { TokenSecret } from './TokenSecret';
import { TokensTable, type TokenRow } from './TokensTable';
import { tokenErrorMessage } from './tokenErrors';
import './tokens.css';

const KINDS = ['VIEWER', 'RUN'] as const;

export interface ProjectTokensProps {
  tenantId: string;
  projectId: string;
  projectName: string;
}

/** A project's viewer and run tokens: list, create (secret shown once), rotate and revoke. Admin data: fresh 30 s. */
export function ProjectTokens({ tenantId, projectId, projectName }: ProjectTokensProps) {
  const { t } = useTranslation('tokens');
  const { t: tc } = useTranslation('common');
  const id = useId();
  const toast = useToast();
  const confirm = useConfirm();
  const [creating, setCreating] = useState(false);
  const [rotating, setRotating] = useState<TokenRow | null>(null);
  const [shown, setShown] = useState<CreatedToken | null>(null);

  const variables = useMemo(() => ({ tenantId, projectId }), [tenantId, projectId]);
  const fresh = useFreshOptions(ProjectTokensQuery, variables, 'admin');
  const { data, loading, error, refetch } = useQuery(ProjectTokensQuery, { variables, ...fresh });
  const tokens = useMemo(() => getFragmentData(TokenRowFragment, data?.listTenantTokens?.tokens ?? []), [data]);
  // The answer updates the normalised token (status revoked); nothing to refetch.
  const [revoke] = useMutation(RevokeTokenMutation);

  function askRevoke(token: TokenRow) {
    confirm({
      title: t('revoke.title'),
      description: t('revoke.description', { name: token.name, prefix: token.prefix }),
      warning: t('revoke.warning'),
      danger: true,
      onConfirm: async () => {
        try {
          await revoke({ variables: { tenantId, tokenId: token.id } });
          toast.show({ severity: 'success', detail: t('revoke.success', { name: token.name }) });
        } catch (failure) {
          toast.show({ severity: 'error', detail: tokenErrorMessage(failure, t('revoke.failed')) });
        }
      },
    });
  }

  /** A new secret, created or rotated: its dialog closes, the secret is shown once, and the success toast. */
  function showSecret(token: CreatedToken, detail: string) {
    setCreating(false);
    setRotating(null);
    setShown(token);
    toast.show({ severity: 'success', detail });
  }

  return (
    <section className="project-tokens" aria-labelledby={`${id}-title`}>
      <div className="project-tokens__header">
        <div>
          <h3 id={`${id}-title`} className="project-tokens__title">
            {t('title')}
          </h3>
          <p className="muted">{t('description')}</p>
        </div>
        <Button type="button" icon="pi pi-plus" label={t('actions.create')} onClick={() => setCreating(true)} />
      </div>

      {error ? (
        <div className="error-box" role="alert">
          <Message severity="error" text={tokenErrorMessage(error, t('errors.load'))} />
          <Button type="button" label={tc('actions.retry')} icon="pi pi-refresh" text onClick={() => void refetch().catch(() => undefined)} />
        </div>
      ) : null}

      <TokensTable tokens={tokens} projectName={projectName} loading={loading && !data} onRotate={setRotating} onRevoke={askRevoke} />

      <Dialog visible={creating} onHide={() => setCreating(false)} header={t('create.title')} modal style={{ width: 'min(32rem, 95vw)' }}>
        {creating ? (
          <CreateTokenForm
            tenantId={tenantId}
            projectId={projectId}
            kinds={KINDS}
            onCancel={() => setCreating(false)}
            onCreated={(created) => showSecret(created, t('create.success', { name: created.name }))}
          />
        ) : null}
      </Dialog>

      <RotateTokenDialog
        tenantId={tenantId}
        token={rotating}
        onHide={() => setRotating(null)}
        onRotated={(rotated) => showSecret(rotated, t('rotate.success', { name: rotated.name }))}
      />

      {/* The secret lives only in this state: closing the dialog forgets it. */}
      <Dialog
        visible={shown !== null}
        onHide={() => setShown(null)}
        header={shown ? t('secret.title', { name: shown.name }) : ''}
        modal
        style={{ width: 'min(40rem, 95vw)' }}
        footer={<Button type="button" label={t('secret.done')} icon="pi pi-check" onClick={() => setShown(null)} />}
      >
        {shown ? <TokenSecret name={shown.name} secret={shown.secret} expiresAt={shown.expiresAt} headingless /> : null}
      </Dialog>
    </section>
  );
}
