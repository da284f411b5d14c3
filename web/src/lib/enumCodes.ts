/**
 * The contract's lower-case code of a GraphQL enum value (`HIGH` → `high`, `FALSE_POSITIVE` →
 * `false_positive`), for what machines read outside GraphQL: CSS modifiers, test ids, the URL's
 * filters and the REST exports' query strings. Only for snake_case codes (not `tenantAdmin`).
 */
export function lowerCode<Value extends string>(value: Value): Lowercase<Value> {
  return value.toLowerCase() as Lowercase<Value>;
}

/** The GraphQL enum value of a snake_case contract code (`pull_request` → `PULL_REQUEST`). */
export function upperCode<Value extends string>(value: Value): Uppercase<Value> {
  return value.toUpperCase() as Uppercase<Value>;
}

/** The GraphQL enum value of a lower-case code from a URL, when it is one of `values`. */
export function enumOfCode<Value extends string>(values: readonly Value[], code: string): Value | undefined {
  return values.find((value) => value.toLowerCase() === code.toLowerCase());
}

/** The contract's camelCase code of a GraphQL enum value whose code is camelCase (`DESCRICAO_INCIDENTE` → `descricaoIncidente`). */
export function camelCode(value: string): string {
  return value.toLowerCase().replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}
