import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@apollo/client/react';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { FormDialog } from '../../components/form/FormDialog';
import { FormField } from '../../components/form/FormField';
import { useFieldErrors } from '../../components/form/useFieldErrors';
import { getErrorField, getErrorStatus, getServerMessage } from '../../lib/apollo';
import { checkProjectForm, isProjectField, type ProjectField } from '../../lib/project-form';
import { CreateProjectMutation } from './api/createProject';
import { evictProjectLists } from './api/evictProjectLists';

export interface CreateProjectDialogProps {
  visible: boolean;
  tenantId: string | null;
  onHide: () => void;
  onCreated: (project: { id: string; name: string }) => void;
}

/** Create-project dialog: name and description are required (spec §5); 422 messages from the server. */
export function CreateProjectDialog({ visible, tenantId, onHide, onCreated }: CreateProjectDialogProps) {
  const { t } = useTranslation('projects');
  const { t: te } = useTranslation('errors');
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [environments, setEnvironments] = useState('');
  const { fieldErrors, setFieldErrors, showFieldErrors } = useFieldErrors<ProjectField>();
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
    reset();
    onHide();
  }

  async function submit() {
    setFormError(null);
    const { errors, environments: envs } = checkProjectForm({ name, description, environments }, (problem) => t(`create.errors.${problem}`));
    if (showFieldErrors(errors)) return;
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
        if (isProjectField(field)) setFieldErrors({ [field]: message });
        else setFormError(message);
      } else if (status === 403) {
        setFormError(t('create.errors.forbidden'));
      } else if (status === 400) {
        setFormError(te('projects.noTenant'));
      } else {
        setFormError(message ?? t('create.errors.failed'));
      }
    }
  }

  return (
    <FormDialog visible={visible} header={t('create.title')} submitLabel={t('create.submit')} submitIcon="pi pi-plus" submitting={loading} error={formError} onSubmit={submit} onHide={close}>
      <FormField label={t('create.name')} error={fieldErrors.name}>
        {(control) => <InputText {...control} value={name} onChange={(event) => setName(event.target.value)} maxLength={120} autoFocus />}
      </FormField>
      <FormField label={t('create.description')} error={fieldErrors.description}>
        {(control) => <InputTextarea {...control} value={description} onChange={(event) => setDescription(event.target.value)} rows={3} maxLength={2000} autoResize />}
      </FormField>
      <FormField label={t('create.environments')} hint={t('create.environmentsHint')} error={fieldErrors.environments}>
        {(control) => <InputText {...control} value={environments} onChange={(event) => setEnvironments(event.target.value)} />}
      </FormField>
    </FormDialog>
  );
}
