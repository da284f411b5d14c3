import { getErrorStatus, getServerMessage } from '../../lib/apollo';
import { useConfirmStatusChange } from '../useConfirmStatusChange';
import type { ProjectListText } from './projectListText';

export interface ToggleProjectActiveOptions {
  text: ProjectListText;
  /** Sends the new status. */
  update: (projectId: string, isActive: boolean) => Promise<unknown>;
}

/** Deactivates or reactivates a project after a confirmation; a 422/404 shows the server's message. */
export function useToggleProjectActive({ text, update }: ToggleProjectActiveOptions) {
  const confirmStatusChange = useConfirmStatusChange();
  const failureMessage = (failure: unknown) => {
    const status = getErrorStatus(failure);
    const message = status === 422 || status === 404 ? getServerMessage(failure) : undefined;
    return message ?? (status === 403 ? text('errors.forbiddenUpdate') : text('errors.update'));
  };
  return (project: { id: string; name: string; isActive: boolean }) => {
    const step = project.isActive ? 'deactivate' : 'reactivate';
    confirmStatusChange({
      record: project,
      text,
      success: text(`${step}.success`, { name: project.name }),
      run: (isActive) => update(project.id, isActive),
      failureMessage,
    });
  };
}
