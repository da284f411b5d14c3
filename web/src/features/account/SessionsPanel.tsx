import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { graphql } from '../../gql';
import { LazyMessage } from '../../components/LazyMessage';
import { useToast } from '../../components/toast';
import { formatDate } from '../../lib/format';
import { getErrorStatus, getServerMessage } from '../../lib/apollo';
import { browserName } from './browserName';
import './account.css';

export const MySessionsQuery = graphql(`
  query MySessions {
    listMySessions {
      sessions {
        id
        createdAt
        lastSeenAt
        userAgent
        ip
        current
      }
    }
  }
`);

const EndMySessionMutation = graphql(`
  mutation EndMySession($sessionId: UUID!) {
    endMySession(sessionId: $sessionId) {
      success
    }
  }
`);

export interface SessionsPanelProps {
  /** Ending the current session signs the user out here. */
  onEndedCurrent: () => void;
}

/** Configurações: the user's open sessions, each with "Encerrar". */
export default function SessionsPanel({ onEndedCurrent }: SessionsPanelProps) {
  const { t } = useTranslation('account');
  const toast = useToast();
  // Always asked afresh: sessions change outside this browser.
  const { data, loading, error } = useQuery(MySessionsQuery, { fetchPolicy: 'network-only' });
  const [end] = useMutation(EndMySessionMutation);
  const [endingId, setEndingId] = useState<string | null>(null);
  const sessions = data?.listMySessions?.sessions ?? [];

  async function endSession(sessionId: string, current: boolean) {
    setEndingId(sessionId);
    try {
      await end({
        variables: { sessionId },
        // The ended session leaves the cached list (no refetch).
        update(cache) {
          cache.updateQuery({ query: MySessionsQuery }, (list) =>
            list?.listMySessions ? { listMySessions: { ...list.listMySessions, sessions: list.listMySessions.sessions.filter((s) => s.id !== sessionId) } } : list,
          );
        },
      });
      toast.show({ severity: 'success', detail: t('sessions.ended') });
      if (current) onEndedCurrent();
    } catch (failure) {
      const status = getErrorStatus(failure);
      toast.show({ severity: 'error', detail: (status !== undefined && status < 500 ? getServerMessage(failure) : undefined) ?? t('sessions.failed') });
    } finally {
      setEndingId(null);
    }
  }

  return (
    <section className="settings-panel" aria-labelledby="account-sessions-title" data-testid="my-sessions">
      <div>
        <h3 id="account-sessions-title" className="account-sessions__title">
          {t('sessions.title')}
        </h3>
        <p className="muted">{t('sessions.description')}</p>
      </div>
      {loading && !data ? <p role="status">{t('sessions.loading')}</p> : null}
      {error ? <LazyMessage severity="error" text={t('sessions.loadError')} /> : null}
      {data && sessions.length === 0 ? <p className="muted">{t('sessions.empty')}</p> : null}
      <ul className="account-sessions">
        {sessions.map((session) => {
          const browser = browserName(session.userAgent) ?? t('sessions.unknownBrowser');
          const started = formatDate(session.createdAt, true);
          return (
            <li key={session.id} className="account-sessions__item" data-testid="my-session">
              <div className="account-sessions__main">
                <strong>{browser}</strong>
                <span className="muted">{t('sessions.startedAt', { date: started })}</span>
                <span className="muted">{t('sessions.lastSeenAt', { date: formatDate(session.lastSeenAt, true) })}</span>
                {session.ip ? <span className="muted">{t('sessions.from', { ip: session.ip })}</span> : null}
              </div>
              {session.current ? <Tag value={t('sessions.current')} severity="info" /> : null}
              <Button
                type="button"
                size="small"
                text
                severity="danger"
                icon="pi pi-sign-out"
                label={t('sessions.end')}
                aria-label={t('sessions.endAria', { browser, date: started })}
                loading={endingId === session.id}
                disabled={endingId !== null}
                onClick={() => void endSession(session.id, session.current)}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
