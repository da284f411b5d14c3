/**
 * The limits every upload's extraction is held to, tar or zip: entries, uncompressed bytes and the
 * compression ratio, counted as the archive is read so a zip bomb is refused before it fills the disk.
 */
import { ArchiveError } from './archive-error.js';

export interface ExtractLimits {
  maxFiles: number;
  maxBytes: number;
  maxRatio: number;
}

export interface ExtractResult {
  files: number;
  bytes: number;
  /** Entries not written: links, devices, FIFOs. */
  skipped: number;
}

/** The ratio limit only applies past this many uncompressed bytes: tiny archives compress absurdly well. */
export const RATIO_FLOOR_BYTES = 8 * 1024 * 1024;

const formatMb = (bytes: number): string => `${Math.round(bytes / (1024 * 1024))} MB`;

export const tooManyFilesError = (maxFiles: number): ArchiveError =>
  new ArchiveError(`Arquivo inválido: o arquivo compactado tem mais de ${maxFiles} arquivos`);

export const tooManyBytesError = (maxBytes: number): ArchiveError =>
  new ArchiveError(`Arquivo inválido: o conteúdo descompactado excede ${formatMb(maxBytes)}`);

export const ratioError = (): ArchiveError =>
  new ArchiveError('Arquivo inválido: taxa de compressão suspeita (possível bomba de descompressão)');

export class Budget {
  files = 0;
  bytes = 0;
  skipped = 0;

  constructor(
    private readonly limits: ExtractLimits,
    private readonly compressedBytes: number,
  ) {}

  entry(): void {
    this.files += 1;
    if (this.files > this.limits.maxFiles) throw tooManyFilesError(this.limits.maxFiles);
  }

  add(bytes: number): void {
    this.bytes += bytes;
    if (this.bytes > this.limits.maxBytes) throw tooManyBytesError(this.limits.maxBytes);
    if (this.bytes > RATIO_FLOOR_BYTES && this.bytes > this.limits.maxRatio * Math.max(1, this.compressedBytes)) {
      throw ratioError();
    }
  }

  result(): ExtractResult {
    return { files: this.files, bytes: this.bytes, skipped: this.skipped };
  }
}
