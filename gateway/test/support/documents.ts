/** `n` pieces made by `item`, joined by `separator`: the repeated parts of an abusive document. */
export const times = (n: number, item: (i: number) => string, separator = ' ') => Array.from({ length: n }, (_, i) => item(i)).join(separator);

/** `{ whoami { whoami { … { __typename } } } }` with `levels` selections (not valid against the schema: only the depth counts). */
export const nested = (levels: number) => `{ ${'whoami { '.repeat(levels - 1)}__typename${' }'.repeat(levels - 1)} }`;
