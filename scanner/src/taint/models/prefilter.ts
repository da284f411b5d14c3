/**
 * The engine's file prefilter, derived from the model rows: a file is analysed when some sink row's call
 * or assignment occurs in it (and its required import or option, if any) and either a source row's
 * token occurs too or that sink reports data of unknown origin ("sink presente").
 */
import type { Models } from './compiled.js';
import { withImportsNamed } from './import-aliases.js';

/**
 * A language's constructs that are no call (PHP's `echo $x`, a controller class) are in the tokens too
 * (spellings.ts); a call through an import's alias is read as the name it stands for (import-aliases.ts).
 */
export function mayHoldFlow(models: Models, text: string): boolean {
  if (mayHoldFlowAsWritten(models, text)) return true;
  const named = withImportsNamed(text, models.prefilter.names);
  return named !== undefined && mayHoldFlowAsWritten(models, named.text, named.names);
}

/** `through`: only the rows naming one of these (the names an alias stands for) are tried. */
function mayHoldFlowAsWritten(models: Models, text: string, through?: ReadonlySet<string>): boolean {
  const hasSource = models.prefilter.source.test(text);
  // The rows' required mentions (rare words) are tested before their call tokens (regexes over the whole text).
  return models.prefilter.sinks.some(({ row, token, names }) => (!through || [...through].some((n) => names.has(n)))
    && (hasSource || row.sinkRule !== undefined || row.reportsCall === true)
    && (!row.fileMentionsRe || row.fileMentionsRe.test(text))
    // A sink only with an option set (`shell=True`) needs the option's name in the file.
    && (!row.match.optionTrue || text.includes(row.match.optionTrue))
    && token.test(text));
}
