import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@apollo/client/react';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { getErrorField, getErrorStatus, getServerMessage } from '../../lib/apollo';
import { parseEnvironments } from '../../lib/environments';
import { CreateProjectMutation } from './api/createProject';
import { evictProjectLists } from './api/evictProjectLists';

type Field = 'name' | 'description' | 'environments';
type FieldErrors = Partial<Record<Field, string>>;

export interface CreateProjectDialogProps {
  visible: boolean;
  tenantId: string | null;
  onHide: () => void;
  onCreated: (project: { id: string; name: string }) => void;
}

/** Create-project dialog: name and description are required (spec §5); 422 messages from the server. */
export function CreateProjectDialog({ visible, tenantId, onHide, onCreated }: CreateProjectDialogProps) {
  const { t } = useTranslation('projects');
  const { t: tc } = useTranslation('common');
  const id = useId();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [environments, setEnvironments] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [createProject, { loading }] = useMutation(CreateProjectMutation, { update: evictProjectLists });

  function reset() {
    setName('');
    setDescription('');
    setEnvironments('');
    setFieldErrors({});
    setFormError(null);
  }

  function close() {
    if (loading) return;
    reset();
    onHide();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const errors: FieldErrors = {};
    if (!name.trim()) errors.name = t('create.errors.nameRequired');
    if (!description.trim()) errors.description = t('create.errors.descriptionRequired');
    const envs = parseEnvironments(environments);
    if (envs.some((env) => env.length > 40)) errors.environments = t('create.errors.environmentTooLong');
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    try {
      const { data } = await createProject({
        variables: {
          tenantId,
          input: envs.length > 0 ? { name: name.trim(), description: description.trim(), environments: envs } : { name: name.trim(), description: description.trim() },
        },
      });
      const created = data?.createProject;
      reset();
      onHide();
      if (created) onCreated({ id: created.id, name: created.name });
    } catch (failure) {
      const status = getErrorStatus(failure);
      const message = getServerMessage(failure);
      if (status === 422 && message) {
        const field = getErrorField(failure);
        if (field === 'name' || field === 'description' || field === 'environments') setFieldErrors({ [field]: message });
        else setFormError(message);
      } else if (status === 403) {
        setFormError(t('create.errors.forbidden'));
      } else if (status === 400) {
        setFormError(t('errors.noTenant'));
      } else {
        setFormError(message ?? t('create.errors.failed'));
      }
    }
  }

  const fieldProps = (field: Field) => ({
    id: `${id}-${field}`,
    'aria-invalid': fieldErrors[field] ? true : undefined,
    'aria-describedby': fieldErrors[field] ? `${id}-${field}-error` : field === 'environments' ? `${id}-${field}-hint` : undefined,
    invalid: Boolean(fieldErrors[field]),
  });

  const fieldError = (field: Field) =>
    fieldErrors[field] ? (
      <small id={`${id}-${field}-error`} className="field__error">
        {fieldErrors[field]}
      </small>
    ) : null;

  return (
    <Dialog visible={visible} onHide={close} header={t('create.title')} modal style={{ width: 'min(36rem, 95vw)' }} closable={!loading}>
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <div className="field">
          <label htmlFor={`${id}-name`}>{t('create.name')}</label>
          <InputText {...fieldProps('name')} value={name} onChange={(event) => setName(event.target.value)} maxLength={120} autoFocus />
          {fieldError('name')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-description`}>{t('create.description')}</label>
          <InputTextarea {...fieldProps('description')} value={description} onChange={(event) => setDescription(event.target.value)} rows={3} maxLength={2000} autoResize />
          {fieldError('description')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-environments`}>{t('create.environments')}</label>
          <InputText {...fieldProps('environments')} value={environments} onChange={(event) => setEnvironments(event.target.value)} />
          <small id={`${id}-environments-hint`} className="field__hint">
            {t('create.environmentsHint')}
          </small>
          {fieldError('environments')}
        </div>
        <div aria-live="polite">{formError ? <Message severity="error" text={formError} className="form__message" /> : null}</div>
        <div className="form__actions">
          <Button type="button" label={tc('actions.cancel')} severity="secondary" outlined onClick={close} disabled={loading} />
          <Button type="submit" label={loading ? tc('actions.processing') : t('create.submit')} icon="pi pi-plus" loading={loading} />
        </div>
      </form>
    </Dialog>
  );
}
