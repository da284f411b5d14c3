/** "Internet Banking" → "internet-banking": ASCII, lowercase, safe in a Content-Disposition. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'projeto';
}

/** attachment; filename="…" (the name is already ASCII-safe). */
export function attachment(fileName: string): string {
  return `attachment; filename="${fileName}"`;
}
