/** Variables of one method activation; branches copy it and merge back with join. */
import { CLEAN, join, type Value } from './value.js';

export type Env = Map<string, Value>;

export function copyEnv(env: Env): Env {
  return new Map(env);
}

/** Merge of the environments at the end of two paths. A variable missing on one path keeps the other's value. */
export function joinEnv(a: Env, b: Env): Env {
  const out = new Map(a);
  for (const [name, v] of b) out.set(name, out.has(name) ? join(out.get(name) as Value, v) : v);
  return out;
}

export function lookup(env: Env, name: string): Value {
  return env.get(name) ?? CLEAN;
}
