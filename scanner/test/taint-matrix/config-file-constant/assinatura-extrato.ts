import { createCipheriv, createHash } from 'crypto';
import { readFileSync } from 'fs';
import * as ini from 'ini';
import propertiesReader from 'properties-reader';

// The file names the algorithm, by section; only the file tells which one runs.
export function resumoLegado(extrato: string): string {
  const config = ini.parse(readFileSync('config/assinatura-extrato.ini', 'utf-8'));
  return createHash(config.hash.legado).update(extrato).digest('hex'); // vigia: expect crypto-weak-hash
}

// The look-alike: the file names a strong algorithm.
export function resumoExtrato(extrato: string): string {
  const config = ini.parse(readFileSync('config/assinatura-extrato.ini', 'utf-8'));
  return createHash(config.hash.extrato).update(extrato).digest('hex'); // vigia: ok crypto-weak-hash
}

export function cifraLegada(chave: Buffer, iv: Buffer) {
  const propriedades = propertiesReader('resources/assinatura-extrato.properties');
  return createCipheriv(propriedades.get('cifra.node.legado') as string, chave, iv); // vigia: expect crypto-weak-cipher
}

export function cifraExtrato(chave: Buffer, iv: Buffer) {
  const propriedades = propertiesReader('resources/assinatura-extrato.properties');
  return createCipheriv(propriedades.get('cifra.node.extrato') as string, chave, iv); // vigia: ok crypto-weak-cipher
}
