/* eslint-disable -- deliberately vulnerable fixture: the quality corpus of the scanner. */
import * as crypto from 'crypto';
export function cifrar(senha: string, texto: string): string {
  const c = crypto.createCipher('aes-256-cbc', senha); // vigia-expect: crypto-weak-cipher
  return c.update(texto, 'utf8', 'hex') + c.final('hex');
}
export function cifrarNovo(chave: Buffer, texto: string): string {
  const iv = crypto.randomBytes(12);
  const c = crypto.createCipheriv('aes-256-gcm', chave, iv);
  return iv.toString('hex') + c.update(texto, 'utf8', 'hex') + c.final('hex');
}
