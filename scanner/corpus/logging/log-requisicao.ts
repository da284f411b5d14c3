/* eslint-disable -- deliberately vulnerable fixture: the quality corpus of the scanner. */
import type { Request, Response } from 'express';
export function cadastrar(req: Request, res: Response): void {
  this.logger.info('cadastro', { corpo: req.body }); // vigia-expect: log-personal-data
  this.logger.info('cadastro', { id: req.body.id });
  res.json({ ok: true });
}
