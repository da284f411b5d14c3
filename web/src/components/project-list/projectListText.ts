import type { ToggleActiveKey } from '../ToggleActiveButton';
import type { StatusChangeKey } from '../useConfirmStatusChange';

/**
 * The strings the project list reads from its page's namespace: both /projects and /admin/projects
 * keep these keys, so a page passes `(key, values) => t(key, values)`.
 */
export type ProjectListKey =
  | 'table.caption'
  | 'table.name'
  | 'table.description'
  | 'table.environments'
  | 'table.environmentsOf'
  | 'table.noEnvironments'
  | 'table.status'
  | 'table.createdAt'
  | 'table.actions'
  | 'table.empty'
  | 'table.pagerLabel'
  | 'status.active'
  | 'status.inactive'
  | 'filters.searchLabel'
  | 'filters.searchPlaceholder'
  | 'filters.statusLabel'
  | 'filters.all'
  | 'filters.active'
  | 'filters.inactive'
  | ToggleActiveKey
  | StatusChangeKey
  | 'deactivate.success'
  | 'reactivate.success'
  | 'errors.update'
  | 'errors.forbiddenUpdate';

export type ProjectListText = (key: ProjectListKey, values?: { name: string }) => string;
