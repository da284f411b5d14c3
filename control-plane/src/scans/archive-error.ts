/** An uploaded archive refused or unreadable, with the Portuguese message the uploader sees. */
export class ArchiveError extends Error {
  constructor(
    message: string,
    readonly status: 413 | 422 = 422,
  ) {
    super(message);
    this.name = 'ArchiveError';
  }
}
