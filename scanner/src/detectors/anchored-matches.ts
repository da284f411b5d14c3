/**
 * `text.matchAll(pattern)` for a pattern whose every match holds `literal` between `minLead` and `maxLead`
 * characters after its start (a URL's `://` after its scheme). The same matches, in the same order, but the
 * pattern is tried only at the few starts before each occurrence of the literal (found by a plain search)
 * instead of at every position of the text.
 */
export function* anchoredMatches(text: string, pattern: RegExp, literal: string, minLead: number, maxLead: number): Generator<RegExpExecArray> {
  const sticky = new RegExp(pattern.source, `${pattern.flags.replace('g', '')}y`);
  let from = 0; // the next match starts here or later, as with a global pattern's lastIndex
  let untried = 0; // every start below this has been tried and failed
  let at = text.indexOf(literal, minLead);
  while (at !== -1) {
    let match: RegExpExecArray | null = null;
    for (let start = Math.max(from, untried, at - maxLead); start <= at - minLead && !match; start += 1) {
      sticky.lastIndex = start;
      match = sticky.exec(text);
    }
    if (match) {
      yield match;
      from = match.index + Math.max(match[0].length, 1);
      untried = from;
      at = text.indexOf(literal, from + minLead);
    } else {
      untried = Math.max(untried, at - minLead + 1);
      at = text.indexOf(literal, at + 1);
    }
  }
}
