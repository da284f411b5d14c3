import type { Request } from 'express';

export function lerCpf(req: Request): string {
  return String(req.query.cpf);
}

export function somenteNumeros(valor: string): string {
  return String(parseInt(valor, 10));
}
