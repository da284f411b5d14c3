import { describe, expect, it } from 'vitest';
import { checkProjectForm, isProjectField, parseEnvironments } from './project-form';

describe('project form rules', () => {
  it('reads the environments trimmed, without blanks or repeats', () => {
    expect(parseEnvironments(' produção, , homologação,produção ')).toEqual(['produção', 'homologação']);
  });

  it('requires name and description and keeps each environment within 40 characters', () => {
    const { errors, environments } = checkProjectForm({ name: ' ', description: '', environments: `ok, ${'x'.repeat(41)}` }, (problem) => problem);
    expect(errors).toEqual({ name: 'nameRequired', description: 'descriptionRequired', environments: 'environmentTooLong' });
    expect(environments).toEqual(['ok', 'x'.repeat(41)]);
    expect(checkProjectForm({ name: 'API', description: 'Pagamentos', environments: '' }, (problem) => problem).errors).toEqual({});
  });

  it('knows which server fields the form shows', () => {
    expect(['name', 'environments', 'tenantId', undefined].map(isProjectField)).toEqual([true, true, false, false]);
  });
});
