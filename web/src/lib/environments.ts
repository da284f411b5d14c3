/** A project's environments typed as "produção, homologação": trimmed, without blanks or repeats. */
export function parseEnvironments(text: string): string[] {
  return [...new Set(text.split(',').map((env) => env.trim()).filter(Boolean))];
}
