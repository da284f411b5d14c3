/* eslint-disable -- deliberately vulnerable fixture: the quality corpus of the scanner. */
import crypto from 'node:crypto';
const IV_ZERO = Buffer.alloc(16, 0);
export function cifraToken(chave: Buffer, token: string): string {
  const c = crypto.createCipheriv('aes-256-cbc', chave, IV_ZERO); // vigia-expect: crypto-fixed-iv
  return c.update(token, 'utf8', 'hex') + c.final('hex');
}
export function cifraCartao(chave: Buffer, cartao: string): string {
  const c = crypto.createCipheriv('aes-256-cbc', chave, Buffer.alloc(16, 'a')); // vigia-expect: crypto-fixed-iv
  return c.update(cartao, 'utf8', 'hex') + c.final('hex');
}
export function cifraExtrato(chave: Buffer, extrato: string): string {
  const iv = crypto.randomBytes(16);
  const c = crypto.createCipheriv('aes-256-cbc', chave, iv);
  return iv.toString('hex') + c.update(extrato, 'utf8', 'hex') + c.final('hex');
}
