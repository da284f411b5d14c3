// Command-line options of the benches.

/** Reads parsed option `name` (from node:util parseArgs values) as a positive integer, or says which option is wrong. */
export const positiveIntOf = (values) => (name) => {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} precisa ser um inteiro positivo (recebido "${values[name]}")`);
  return value;
};
