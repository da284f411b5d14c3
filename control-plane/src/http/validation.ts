import type { ErrorObject } from 'ajv';
import { invalid, type AppError } from '../lib/errors.js';

const TYPE_NAMES: Record<string, string> = {
  string: 'um texto',
  integer: 'um número inteiro',
  number: 'um número',
  boolean: 'verdadeiro ou falso',
  array: 'uma lista',
  object: 'um objeto',
};

const FORMAT_REASONS: Record<string, string> = {
  email: 'deve ser um e-mail válido',
  uuid: 'deve ser um UUID válido',
  'date-time': 'deve ser uma data e hora ISO 8601',
};

/** /entries/0/message -> entries[0].message */
function fieldFromPointer(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '');
}

function join(parent: string, child: string): string {
  return parent ? `${parent}.${child}` : child;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * The first ajv error as the house 422: 'Dados inválidos: <campo> <motivo em português>' with
 * `field` set. `root` names the whole value when the error is about it (e.g. 'body').
 */
export function validationError(error: ErrorObject | undefined, root: string): AppError {
  if (!error) return invalid(root, 'é inválido');
  const at = fieldFromPointer(error.instancePath);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return invalid(join(at, String(params.missingProperty)), 'é obrigatório');
    case 'additionalProperties':
      return invalid(join(at, String(params.additionalProperty)), 'não é permitido');
    case 'type':
      return invalid(at || root, `deve ser ${TYPE_NAMES[String(params.type)] ?? String(params.type)}`);
    case 'format':
      return invalid(at || root, FORMAT_REASONS[String(params.format)] ?? 'tem formato inválido');
    case 'minLength':
      return invalid(at || root, Number(params.limit) === 1 ? 'não pode ser vazio' : `deve ter ao menos ${plural(Number(params.limit), 'caractere', 'caracteres')}`);
    case 'maxLength':
      return invalid(at || root, `deve ter no máximo ${plural(Number(params.limit), 'caractere', 'caracteres')}`);
    case 'minimum':
      return invalid(at || root, `deve ser maior ou igual a ${String(params.limit)}`);
    case 'maximum':
      return invalid(at || root, `deve ser menor ou igual a ${String(params.limit)}`);
    case 'enum':
      return invalid(at || root, `deve ser um dos valores: ${(params.allowedValues as unknown[]).join(', ')}`);
    case 'minItems':
      return invalid(at || root, `deve ter ao menos ${plural(Number(params.limit), 'item', 'itens')}`);
    case 'maxItems':
      return invalid(at || root, `deve ter no máximo ${plural(Number(params.limit), 'item', 'itens')}`);
    case 'minProperties':
      return invalid(at || root, 'deve informar ao menos um campo');
    case 'pattern':
      return invalid(at || root, 'tem formato inválido');
    default:
      return invalid(at || root, 'é inválido');
  }
}

/**
 * Array parameters of `style: form, explode: false` arrive as one comma list (`critical,high`):
 * split in place before validation, so the contract's item schema (an enum) checks each value.
 */
export function splitCommaLists(values: Record<string, unknown>, names: string[]): void {
  for (const name of names) {
    const value = values[name];
    if (value === undefined) continue;
    const parts = (Array.isArray(value) ? value : [value]).flatMap((item) => String(item).split(','));
    values[name] = [...new Set(parts.map((part) => part.trim()).filter(Boolean))];
  }
}

/** A bad value inside a comma list names the list and the value: 'Dados inválidos: severity não aceita urgente'. */
export function listItemError(error: ErrorObject | undefined, values: Record<string, unknown>, lists: string[]): AppError | undefined {
  const match = /^\/([^/]+)\/(\d+)$/.exec(error?.instancePath ?? '');
  if (!error || !match || !lists.includes(match[1] as string)) return undefined;
  const name = match[1] as string;
  const item = (values[name] as unknown[] | undefined)?.[Number(match[2])];
  const allowed = error.keyword === 'enum' ? `: use ${((error.params as { allowedValues: unknown[] }).allowedValues).join(', ')}` : '';
  return invalid(name, `não aceita ${String(item)}${allowed}`);
}
