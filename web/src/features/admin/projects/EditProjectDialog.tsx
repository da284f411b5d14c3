import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@apollo/client/react';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { FormDialog } from '../../../components/form/FormDialog';
import { FormField } from '../../../components/form/FormField';
import { useFieldErrors } from '../../../components/form/useFieldErrors';
import { getErrorField, getErrorStatus, getServerMessage } from '../../../lib/apollo';
import { checkProjectForm, isProjectField, type ProjectField } from '../../../lib/project-form';
import { UpdateAdminProjectMutation } from './api/updateAdminProject';
import type { AdminProjectRow } from './AdminProjectsTable';

export interface EditProjectDialogProps {
  project: AdminProjectRow;
  onHide: () => void;
  onSaved: (name: string) => void;
}

/** Name, description and environments of a project (name and description required, spec §5; 422 shows the server message). */
export function EditProjectDialog({ project, onHide, onSaved }: EditProjectDialogProps) {
  const { t } = useTranslation('admin-projects');
  const [name, setName] = useState(project.name);
  const [description, setDescription] = useState(project.description);
  const [environments, setEnvironments] = useState(project.environments.filter(Boolean).join(', '));
  const { fieldErrors, setFieldErrors, showFieldErrors } = useFieldErrors<ProjectField>();
  const [formError, setFormError] = useState<string | null>(null);
  const [update, { loading }] = useMutation(UpdateAdminProjectMutation);

  async function submit() {
    setFormError(null);
    const { errors, environments: envs } = checkProjectForm({ name, description, environments }, (problem) => t(`edit.errors.${problem}`));
    if (showFieldErrors(errors)) return;
    try {
      await update({ variables: { projectId: project.id, input: { name: name.trim(), description: description.trim(), environments: envs } } });
      onSaved(name.trim());
    } catch (failure) {
      const message = getServerMessage(failure);
      const field = getErrorField(failure);
      if (getErrorStatus(failure) === 422 && message && isProjectField(field)) setFieldErrors({ [field]: message });
      else setFormError(getErrorStatus(failure) === 422 && message ? message : t('edit.errors.failed'));
    }
  }

  return (
    <FormDialog header={t('edit.title', { name: project.name })} submitLabel={t('edit.submit')} submitIcon="pi pi-check" submitting={loading} error={formError} onSubmit={submit} onHide={onHide}>
      <FormField label={t('edit.name')} error={fieldErrors.name}>
        {(control) => <InputText {...control} value={name} maxLength={120} onChange={(event) => setName(event.target.value)} />}
      </FormField>
      <FormField label={t('edit.description')} error={fieldErrors.description}>
        {(control) => <InputTextarea {...control} value={description} rows={3} maxLength={2000} autoResize onChange={(event) => setDescription(event.target.value)} />}
      </FormField>
      <FormField label={t('edit.environments')} hint={t('edit.environmentsHint')} error={fieldErrors.environments}>
        {(control) => <InputText {...control} value={environments} onChange={(event) => setEnvironments(event.target.value)} />}
      </FormField>
    </FormDialog>
  );
}
