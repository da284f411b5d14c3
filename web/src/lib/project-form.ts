/** The rules the two project forms share (spec §5): the tenant's create and the admin's edit. */
export type ProjectField = 'name' | 'description' | 'environments';
export type ProjectFieldErrors = Partial<Record<ProjectField, string>>;
export type ProjectProblem = 'nameRequired' | 'descriptionRequired' | 'environmentTooLong';

/** The contract's limit for one environment's name. */
const MAX_ENVIRONMENT_LENGTH = 40;

/** A project's environments typed as "produção, homologação": trimmed, without blanks or repeats. */
export function parseEnvironments(text: string): string[] {
  return [...new Set(text.split(',').map((env) => env.trim()).filter(Boolean))];
}

/** Checks the typed values; `message` words each problem in the caller's locale. */
export function checkProjectForm(values: { name: string; description: string; environments: string }, message: (problem: ProjectProblem) => string) {
  const errors: ProjectFieldErrors = {};
  if (!values.name.trim()) errors.name = message('nameRequired');
  if (!values.description.trim()) errors.description = message('descriptionRequired');
  const environments = parseEnvironments(values.environments);
  if (environments.some((env) => env.length > MAX_ENVIRONMENT_LENGTH)) errors.environments = message('environmentTooLong');
  return { errors, environments };
}

/** Whether the server's 422 names a field the form shows the message under. */
export const isProjectField = (field: string | undefined): field is ProjectField => field === 'name' || field === 'description' || field === 'environments';
