/** "file:line:column", the row's name in its buttons and the location cell. */
export const locationOf = (row: { file: string; line: number; column: number }) => `${row.file}:${row.line}:${row.column}`;
