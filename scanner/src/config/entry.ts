/** One setting read from a configuration file, whatever its format: the checks only see these. */
export interface ConfigEntry {
  /** Dotted key path (`spring.datasource.password`, `spec.containers.env.JWS_ALG`). */
  key: string;
  /** The value as written, unquoted; scalars only. */
  value: string;
  /** 1-based line and column of the key. */
  line: number;
  column: number;
}

/** Removes one pair of matching surrounding quotes. */
export function unquote(value: string): string {
  const v = value.trim();
  return /^(["']).*\1$/s.test(v) && v.length >= 2 ? v.slice(1, -1) : v;
}
