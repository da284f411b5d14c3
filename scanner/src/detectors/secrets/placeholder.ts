/** Values that only stand in for a secret (templates, env lookups, masked or documented examples). */

const TEMPLATE = /^(?:\$\{.*\}|\{\{.*\}\}|\{[\w.]+\}|<.*>|%\(.*\)s|%[A-Z_]+%|\$[A-Z_][A-Z0-9_]*|(?:process\.env|os\.environ|os\.getenv|System\.getenv|env)\b.*)$/i;
// Markers of filler text. "example" covers AWS's documented AKIAIOSFODNN7EXAMPLE: a public doc key, not a leak.
// Repeated units (1231231231) and runs of 5 ascending characters (12345, abcde) are typed by people,
// almost never produced by a random generator.
const FILLER = /changeme|change_me|example|placeholder|your[_-]|dummy|redacted|sample|fake|notreal|random|(?:token|key|secret|string)here|x{4}|#{4}|\*{3}|\.{4}|(.)\1{7}|(.{2,5})\2{2}/i;

function hasAscendingRun(value: string, length = 5): boolean {
  let run = 1;
  for (let k = 1; k < value.length; k++) {
    run = value.charCodeAt(k) === value.charCodeAt(k - 1) + 1 && /[a-z0-9]/i.test(value[k] ?? '') ? run + 1 : 1;
    if (run >= length) return true;
  }
  return false;
}

export function isPlaceholder(value: string): boolean {
  return TEMPLATE.test(value) || FILLER.test(value) || hasAscendingRun(value);
}
