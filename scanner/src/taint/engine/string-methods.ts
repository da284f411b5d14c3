/** String methods on constants fold to constants (a switch on "ABC".charAt(1) takes one arm), in every language the engine reads. */
import { CLEAN, constant, isConst, type Const, type Value } from '../value.js';

function num(v: Value | undefined): number | undefined {
  return v && isConst(v) && typeof v.constant.value === 'number' ? v.constant.value : undefined;
}

export function foldStringMethod(name: string, recv: Value, args: readonly Value[]): Value | undefined {
  if (!isConst(recv) || typeof recv.constant.value !== 'string') return undefined;
  if (!args.every(isConst)) return undefined;
  const s = recv.constant.value;
  const a = args.map((v) => (v.constant as { value: Const }).value);
  switch (name) {
    case 'charAt': return num(args[0]) !== undefined ? constant(s.charAt(num(args[0]) as number)) : CLEAN;
    case 'substring': return constant(s.substring(Number(a[0]), a[1] === undefined ? undefined : Number(a[1])));
    case 'toUpperCase': return constant(s.toUpperCase());
    case 'toLowerCase': return constant(s.toLowerCase());
    case 'trim': case 'strip': return constant(s.trim());
    case 'length': return constant(s.length);
    case 'equals': return constant(s === a[0]);
    case 'equalsIgnoreCase': return constant(typeof a[0] === 'string' && s.toLowerCase() === a[0].toLowerCase());
    case 'concat': return constant(s + String(a[0]));
    case 'isEmpty': return constant(s.length === 0);
    case 'contains': return constant(s.includes(String(a[0])));
    case 'startsWith': return constant(s.startsWith(String(a[0])));
    case 'indexOf': return constant(s.indexOf(String(a[0])));
    case 'toString': case 'intern': return recv;
    default: return undefined;
  }
}
