import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@apollo/client/react';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { getErrorField, getErrorStatus, getServerMessage } from '../../../lib/apollo';
import { parseEnvironments } from '../../../lib/environments';
import { UpdateAdminProjectMutation } from './api/updateAdminProject';
import type { AdminProjectRow } from './AdminProjectsTable';

type Field = 'name' | 'description' | 'environments';

export interface EditProjectDialogProps {
  project: AdminProjectRow;
  onHide: () => void;
  onSaved: (name: string) => void;
}

/** Name, description and environments of a project (name and description required, spec §5; 422 shows the server message). */
export function EditProjectDialog({ project, onHide, onSaved }: EditProjectDialogProps) {
  const { t } = useTranslation('admin-projects');
  const { t: tc } = useTranslation('common');
  const id = useId();
  const [name, setName] = useState(project.name);
  const [description, setDescription] = useState(project.description);
  const [environments, setEnvironments] = useState(project.environments.filter(Boolean).join(', '));
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [update, { loading }] = useMutation(UpdateAdminProjectMutation);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const errors: Partial<Record<Field, string>> = {};
    if (!name.trim()) errors.name = t('edit.errors.nameRequired');
    if (!description.trim()) errors.description = t('edit.errors.descriptionRequired');
    const envs = parseEnvironments(environments);
    if (envs.some((env) => env.length > 40)) errors.environments = t('edit.errors.environmentTooLong');
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    try {
      await update({ variables: { projectId: project.id, input: { name: name.trim(), description: description.trim(), environments: envs } } });
      onSaved(name.trim());
    } catch (failure) {
      const message = getServerMessage(failure);
      const field = getErrorField(failure);
      if (getErrorStatus(failure) === 422 && message && (field === 'name' || field === 'description' || field === 'environments')) setFieldErrors({ [field]: message });
      else setFormError(getErrorStatus(failure) === 422 && message ? message : t('edit.errors.failed'));
    }
  }

  const fieldProps = (field: Field, hint?: string) => ({
    id: `${id}-${field}`,
    invalid: Boolean(fieldErrors[field]),
    'aria-invalid': fieldErrors[field] ? true : undefined,
    'aria-describedby': [fieldErrors[field] ? `${id}-${field}-error` : null, hint ?? null].filter(Boolean).join(' ') || undefined,
  });
  const fieldError = (field: Field) =>
    fieldErrors[field] ? (
      <small id={`${id}-${field}-error`} className="field__error">
        {fieldErrors[field]}
      </small>
    ) : null;

  return (
    <Dialog visible onHide={() => !loading && onHide()} header={t('edit.title', { name: project.name })} modal closable={!loading} style={{ width: 'min(36rem, 95vw)' }}>
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <div className="field">
          <label htmlFor={`${id}-name`}>{t('edit.name')}</label>
          <InputText {...fieldProps('name')} value={name} maxLength={120} onChange={(event) => setName(event.target.value)} />
          {fieldError('name')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-description`}>{t('edit.description')}</label>
          <InputTextarea {...fieldProps('description')} value={description} rows={3} maxLength={2000} autoResize onChange={(event) => setDescription(event.target.value)} />
          {fieldError('description')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-environments`}>{t('edit.environments')}</label>
          <InputText {...fieldProps('environments', `${id}-environments-hint`)} value={environments} onChange={(event) => setEnvironments(event.target.value)} />
          <small id={`${id}-environments-hint`} className="field__hint">
            {t('edit.environmentsHint')}
          </small>
          {fieldError('environments')}
        </div>
        <div aria-live="polite">{formError ? <Message severity="error" text={formError} className="form__message" /> : null}</div>
        <div className="form__actions">
          <Button type="button" label={tc('actions.cancel')} severity="secondary" outlined onClick={onHide} disabled={loading} />
          <Button type="submit" icon="pi pi-check" label={loading ? tc('actions.processing') : t('edit.submit')} loading={loading} />
        </div>
      </form>
    </Dialog>
  );
}
