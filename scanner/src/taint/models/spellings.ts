/**
 * How a language writes what its frontend lowers to a call or a route of a row's name, beside the `name(`
 * and `@name(` the prefilter looks for (compiled.ts): PHP's constructs take their operand without
 * parentheses (`echo $x`, `include $f`), `<?= $x ?>` is an echo, a backtick command is `shell_exec`, a
 * controller's public methods and `Route::` closures are routes, and `$_SERVER['REQUEST_URI']` reads
 * the request by entry (see frontends/php*.ts); a Spring `@Controller` returns view names (frontends/java.ts).
 * A row naming one of these is found in these spellings too.
 */
export interface Spellings {
  /** Call names the language writes without parentheses before their operand. */
  bareCalls: readonly string[];
  /** Other spellings (regex sources) of a call, by the name the frontend gives it. */
  calls: Readonly<Record<string, string>>;
  /** How a route of the row's name is declared (regex sources), by name. */
  routes: Readonly<Record<string, string>>;
  /** Whether a request global is read by entry (`$_SERVER['X']`), not only by member. */
  globalEntries: boolean;
}

const PHP: Spellings = {
  bareCalls: ['echo', 'print', 'include', 'include_once', 'require', 'require_once'],
  // A backtick command carries data only through a variable it interpolates.
  calls: { echo: String.raw`<\?=`, shell_exec: '`[^`]*\\$' },
  routes: { Controller: String.raw`\bextends\s+\w*Controller\b|\bRoute::` },
  globalEntries: true,
};

/** A Spring `@Controller`'s handlers return view names: the frontend's `SpringView` return sink is no call. */
const JAVA: Spellings = { bareCalls: [], calls: { SpringView: String.raw`@Controller\b` }, routes: {}, globalEntries: false };

const SPELLINGS: Readonly<Record<string, Spellings>> = { php: PHP, java: JAVA };

/** The spellings of a language's constructs (none beyond `name(` for most). */
export function spellingsOf(language: string | undefined): Spellings | undefined {
  return language === undefined ? undefined : SPELLINGS[language];
}

/** The regex sources of how a language writes calls of these names, beside `name(`. */
export function callSpellings(spellings: Spellings | undefined, names: readonly string[]): string[] {
  if (!spellings) return [];
  const bare = names.filter((n) => spellings.bareCalls.includes(n));
  return [...(bare.length ? [`(?<![\\w$])(?:${bare.join('|')})(?![\\w$])`] : []), ...names.flatMap((n) => spellings.calls[n] ?? [])];
}
