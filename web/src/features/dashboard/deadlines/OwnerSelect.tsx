import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { FormField } from '../../../components/form/FormField';
import { personLabel } from './DeadlineCells';
import { FindingAssigneesQuery } from './ownerApi';

/** The value of "nobody" in the select (removes the owner). */
export const NO_OWNER = '';

export interface OwnerSelectProps {
  tenantId: string | null;
  projectId: string;
  value: string;
  onChange: (userId: string) => void;
  label: string;
}

/** A select of the project's members, with "Sem responsável" first. */
export function OwnerSelect({ tenantId, projectId, value, onChange, label }: OwnerSelectProps) {
  const { t } = useTranslation('dashboard');
  const { data, loading } = useQuery(FindingAssigneesQuery, { variables: { tenantId, projectId } });
  const people = data?.findingAssignees?.assignees ?? [];
  return (
    <FormField label={label}>
      {({ id, 'aria-describedby': describedBy }) => (
        <select id={id} className="p-inputtext p-component" value={value} aria-describedby={describedBy} disabled={loading && people.length === 0} onChange={(event) => onChange(event.target.value)} data-testid="owner-select">
          <option value={NO_OWNER}>{t('deadlines.noOwner')}</option>
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name ? `${personLabel(person)} (${person.email})` : person.email}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
