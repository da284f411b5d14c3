import { MiddleTruncate } from '../../../components/MiddleTruncate';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { Message } from 'primereact/message';
import { PlainTable } from '../../../components/PlainTable';
import { useFreshOptions } from '../../../lib/apollo';
import { ProjectMembersQuery } from './api/projectMembers';

const COLUMNS = ['name', 'email', 'role', 'via'] as const;

/** Who has access to the project and with which project role. */
export function ProjectAccess({ projectId, projectName }: { projectId: string; projectName: string }) {
  const { t } = useTranslation('admin-projects');
  const id = useId();
  const variables = useMemo(() => ({ projectId }), [projectId]);
  const fresh = useFreshOptions(ProjectMembersQuery, variables, 'admin');
  const { data, loading, error } = useQuery(ProjectMembersQuery, { variables, ...fresh });
  const members = data?.listProjectMembers?.members ?? [];

  return (
    <section className="project-access" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="project-tokens__title">
        {t('access.title')}
      </h3>
      {error ? <Message severity="error" text={t('access.load')} /> : null}
      {!error && !loading && members.length === 0 ? <p className="muted">{t('access.empty')}</p> : null}
      {members.length > 0 || loading ? (
        <PlainTable
          className="project-access__table"
          testId="project-access"
          loading={loading && !data}
          caption={<span className="visually-hidden">{t('access.caption', { name: projectName })}</span>}
          columns={COLUMNS.map((column) => t(`access.${column}`))}
        >
          {members.map((member) => (
            <tr key={member.userId}>
              <td>{member.name ?? t('access.noName')}</td>
              <td>
                <MiddleTruncate text={member.email} kind="email" />
              </td>
              <td>{t(`roles.${member.role}`)}</td>
              <td>{member.access === 'TENANT_ADMIN' ? t('access.viaTenantAdmin') : t('access.viaProject')}</td>
            </tr>
          ))}
        </PlainTable>
      ) : null}
    </section>
  );
}
