import 'dotenv/config';
import config from 'config';
import { createCipheriv, createHash } from 'crypto';

// dotenv puts .env into process.env and `config` reads config/default.json (and NODE_ENV's file over it):
// the code only names keys.
export function resumoLegado(extrato: string): string {
  const algoritmo: string = process.env.HASH_LEGADO ?? 'sha512';
  return createHash(algoritmo).update(extrato).digest('hex'); // vigia: expect crypto-weak-hash
}

// The look-alike: the file names a strong algorithm (.env.example, a template, names a weak one).
export function resumoAtual(extrato: string): string {
  return createHash(process.env.HASH_ATUAL as string).update(extrato).digest('hex'); // vigia: ok crypto-weak-hash
}

// The staging environment changes this key: which algorithm runs depends on the environment.
export function resumoPerfil(extrato: string): string {
  return createHash(process.env['HASH_PERFIL']!).update(extrato).digest('hex'); // vigia: ok crypto-weak-hash
}

export function cifraLegada(chave: Buffer, iv: Buffer) {
  return createCipheriv(config.get<string>('extrato.cifra.legado'), chave, iv); // vigia: expect crypto-weak-cipher
}

export function cifraAtual(chave: Buffer, iv: Buffer) {
  return createCipheriv(config.get<string>('extrato.cifra.atual'), chave, iv); // vigia: ok crypto-weak-cipher
}

// config/staging.json changes this key.
export function cifraPerfil(chave: Buffer, iv: Buffer) {
  return createCipheriv(config.get<string>('extrato.cifra.perfil'), chave, iv); // vigia: ok crypto-weak-cipher
}

// Destructured from process.env (keys as the .env writes them).
export function resumoDesestruturado(extrato: string): string {
  const { HASH_LEGADO } = process.env;
  return createHash(HASH_LEGADO as string).update(extrato).digest('hex'); // vigia: expect crypto-weak-hash
}

export function resumoRenomeado(extrato: string): string {
  const { HASH_ATUAL: algoritmo = 'md5' } = process.env;
  return createHash(algoritmo).update(extrato).digest('hex'); // vigia: ok crypto-weak-hash
}

// process itself destructured: env is process.env.
export function resumoProcesso(extrato: string): string {
  const { env } = process;
  return createHash(env.HASH_LEGADO as string).update(extrato).digest('hex'); // vigia: expect crypto-weak-hash
}

export function resumoProcessoAtual(extrato: string): string {
  const { env } = process;
  return createHash(env.HASH_ATUAL ?? 'md5').update(extrato).digest('hex'); // vigia: ok crypto-weak-hash
}
