/**
 * multipart/form-data for POST /api/v1/scans, streamed with busboy: the `file` part goes to a temp
 * file under DATA_DIR/tmp/uploads (never into memory), the small text fields are collected. Over the
 * size limit the upload is refused with 413 and the temp file removed.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Request } from 'express';
import busboy from 'busboy';
import { AppError } from '../lib/errors.js';
import { detachSource } from '../lib/streams.js';

export interface UploadedSource {
  /** Folder holding the temp file; remove it when done. */
  dir: string;
  file: string;
  filename: string;
  size: number;
  fields: Record<string, string>;
}

const FIELDS = new Set(['projectId', 'branch', 'commit', 'baseRef']);

export const tooLarge = (maxBytes: number): AppError =>
  new AppError(413, 'PAYLOAD_TOO_LARGE', `Arquivo excede o limite de ${Math.round(maxBytes / (1024 * 1024))} MB`);

export async function receiveUpload(req: Request, options: { tmpRoot: string; maxBytes: number }): Promise<UploadedSource> {
  if (!/^multipart\/form-data/i.test(req.get('content-type') ?? '')) {
    throw new AppError(400, 'BAD_REQUEST', 'Envie o arquivo como multipart/form-data no campo "file"');
  }
  const declared = Number(req.get('content-length') ?? Number.NaN);
  // The multipart envelope adds a little; anything far over the limit is refused before reading.
  if (Number.isFinite(declared) && declared > options.maxBytes + 64 * 1024) throw tooLarge(options.maxBytes);

  const dir = path.join(options.tmpRoot, randomUUID());
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, 'upload');
  try {
    return await new Promise<UploadedSource>((resolve, reject) => {
      let parser: busboy.Busboy;
      try {
        parser = busboy({
          headers: req.headers,
          limits: { files: 1, fileSize: options.maxBytes, fields: 10, fieldSize: 1024, parts: 12 },
        });
      } catch {
        reject(new AppError(400, 'BAD_REQUEST', 'Requisição multipart inválida'));
        return;
      }
      const fields: Record<string, string> = {};
      let filename = '';
      let size = 0;
      let sawFile = false;
      let writing: Promise<void> = Promise.resolve();
      let failed = false;
      const fail = (error: AppError) => {
        if (failed) return;
        failed = true;
        detachSource(req, parser);
        reject(error);
      };

      parser.on('field', (name, value, info) => {
        if (FIELDS.has(name) && !info.valueTruncated) fields[name] = value;
        else if (FIELDS.has(name)) fail(new AppError(422, 'VALIDATION_ERROR', `Dados inválidos: ${name} muito longo`, { field: name }));
      });
      parser.on('file', (name, stream, info) => {
        // A body cut short ("Unexpected end of form") errors every open part's stream as well as
        // the parser: unhandled, that error would take the whole process down.
        stream.on('error', () => fail(new AppError(400, 'BAD_REQUEST', 'Requisição multipart inválida')));
        if (name !== 'file' || sawFile) {
          stream.resume();
          return;
        }
        sawFile = true;
        filename = info.filename ?? '';
        const out = createWriteStream(file, { mode: 0o600 });
        writing = new Promise<void>((done, error) => {
          out.on('finish', done);
          out.on('error', error);
        });
        // Over the limit the file is destroyed mid-write and `writing` rejects after the refusal
        // is on its way: handled here, or the rejection would take the whole process down.
        writing.catch(() => undefined);
        stream.on('data', (chunk: Buffer) => {
          size += chunk.length;
        });
        stream.on('limit', () => {
          out.destroy();
          fail(tooLarge(options.maxBytes));
        });
        stream.on('error', () => out.destroy());
        stream.pipe(out);
      });
      parser.on('filesLimit', () => undefined);
      parser.on('error', () => fail(new AppError(400, 'BAD_REQUEST', 'Requisição multipart inválida')));
      parser.on('close', () => {
        if (failed) return;
        writing.then(
          () => {
            if (failed) return;
            if (!sawFile || size === 0) {
              fail(new AppError(422, 'VALIDATION_ERROR', 'Dados inválidos: file obrigatório', { field: 'file' }));
              return;
            }
            resolve({ dir, file, filename, size, fields });
          },
          () => fail(new AppError(500, 'INTERNAL_ERROR', 'Falha ao receber o arquivo')),
        );
      });
      req.on('aborted', () => fail(new AppError(400, 'BAD_REQUEST', 'Envio interrompido')));
      req.pipe(parser);
    });
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
