import crypto, { createHash, createCipheriv, randomInt } from 'node:crypto';

const ALGORITMO_LEGADO = 'sha1';
const ALGORITMO_ATUAL = 'sha256';

export function assinaturaExtrato(conteudo) {
  return createHash('md5').update(conteudo).digest('hex'); // vigia-expect: crypto-weak-hash
}

export function assinaturaExtratoAtual(conteudo) {
  return createHash('sha256').update(conteudo).digest('hex');
}

export function cifrarLegado(chave, iv, dado) {
  return createCipheriv('des-ede3-cbc', chave, iv).update(dado); // vigia-expect: crypto-weak-cipher
}

export function cifrarAtual(chave, iv, dado) {
  return createCipheriv('aes-256-gcm', chave, iv).update(dado);
}

export function gerarCodigoSms() {
  return Math.floor(Math.random() * 1000000); // vigia-expect: crypto-insecure-random
}

export function gerarCodigoSmsSeguro() {
  return randomInt(100000, 1000000);
}

export function corDoGrafico(cores) {
  return cores[Math.floor(Math.random() * cores.length)];
}

export function assinaturaLegada(conteudo) {
  return crypto.createHash(ALGORITMO_LEGADO).update(conteudo).digest('hex'); // vigia-expect: crypto-weak-hash
}

export function assinaturaComConstanteAtual(conteudo) {
  return crypto.createHash(ALGORITMO_ATUAL).update(conteudo).digest('hex');
}
