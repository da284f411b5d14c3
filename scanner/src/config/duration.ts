/** Token lifetimes as configured: seconds, `1h`/`60m`/`3600s`, ISO 8601 `PT60M`, or milliseconds by key name. */
const UNIT_SECONDS: Record<string, number> = { ms: 0.001, s: 1, sec: 1, seconds: 1, m: 60, min: 60, minutes: 60, h: 3600, hours: 3600, d: 86_400, days: 86_400 };

/** Seconds, or undefined when the value is not a duration. `keyName` is the normalized key (unit hints). */
export function durationSeconds(value: string, keyName: string): number | undefined {
  const v = value.trim().toLowerCase();
  const iso = /^pt(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(v);
  if (iso && v !== 'pt') return Number(iso[1] ?? 0) * 3600 + Number(iso[2] ?? 0) * 60 + Number(iso[3] ?? 0);
  const m = /^(\d+)\s*([a-z]*)$/.exec(v);
  if (!m) return undefined;
  const n = Number(m[1]);
  const unit = m[2] ?? '';
  if (unit) return UNIT_SECONDS[unit] === undefined ? undefined : n * (UNIT_SECONDS[unit] ?? 1);
  // A bare number: the key says its unit (`…-ms`, `…millis`, `…minutes`), seconds otherwise.
  if (/(?:ms|millis(?:econds)?)$/.test(keyName)) return n / 1000;
  if (/minutes?$/.test(keyName)) return n * 60;
  if (/hours?$/.test(keyName)) return n * 3600;
  return n;
}
