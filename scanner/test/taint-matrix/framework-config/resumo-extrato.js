require('dotenv').config();
const crypto = require('crypto');
const config = require('config');

// dotenv puts .env into process.env and `config` reads config/default.json (and NODE_ENV's file over it):
// the code only names keys.
function resumoLegado(extrato) {
  const algoritmo = process.env.HASH_LEGADO;
  return crypto.createHash(algoritmo).update(extrato).digest('hex'); // vigia: expect crypto-weak-hash
}

// The look-alike: the file names a strong algorithm (.env.example, a template, names a weak one).
function resumoAtual(extrato) {
  return crypto.createHash(process.env['HASH_ATUAL']).update(extrato).digest('hex'); // vigia: ok crypto-weak-hash
}

// The staging environment changes this key: which algorithm runs depends on the environment.
function resumoPerfil(extrato) {
  const { HASH_PERFIL } = process.env;
  return crypto.createHash(HASH_PERFIL).update(extrato).digest('hex'); // vigia: ok crypto-weak-hash
}

function cifraLegada(chave, iv) {
  return crypto.createCipheriv(config.get('extrato.cifra.legado'), chave, iv); // vigia: expect crypto-weak-cipher
}

function cifraAtual(chave, iv) {
  return crypto.createCipheriv(config.get('extrato.cifra.atual'), chave, iv); // vigia: ok crypto-weak-cipher
}

// config/staging.json changes this key.
function cifraPerfil(chave, iv) {
  return crypto.createCipheriv(config.get('extrato.cifra.perfil'), chave, iv); // vigia: ok crypto-weak-cipher
}

// No file has this key: nothing known runs.
function cifraNova(chave, iv) {
  return crypto.createCipheriv(config.get('extrato.cifra.nova'), chave, iv); // vigia: ok crypto-weak-cipher
}

// Destructured from process.env, and config's keys read as properties.
function resumoDesestruturado(extrato) {
  const { HASH_LEGADO } = process.env;
  return crypto.createHash(HASH_LEGADO).update(extrato).digest('hex'); // vigia: expect crypto-weak-hash
}

function resumoRenomeado(extrato) {
  const { HASH_ATUAL: algoritmo } = process.env;
  return crypto.createHash(algoritmo).update(extrato).digest('hex'); // vigia: ok crypto-weak-hash
}

function cifraPropriedade(chave, iv) {
  return crypto.createCipheriv(config.extrato.cifra.legado, chave, iv); // vigia: expect crypto-weak-cipher
}

function cifraPropriedadePerfil(chave, iv) {
  return crypto.createCipheriv(config.extrato.cifra.perfil, chave, iv); // vigia: ok crypto-weak-cipher
}

function cifraPropriedadeNova(chave, iv) {
  return crypto.createCipheriv(config.extrato.cifra.nova, chave, iv); // vigia: ok crypto-weak-cipher
}

// process itself destructured, and config's keys destructured: each property is that member.
function resumoProcesso(extrato) {
  const { env } = process;
  return crypto.createHash(env.HASH_LEGADO).update(extrato).digest('hex'); // vigia: expect crypto-weak-hash
}

function cifraDesestruturada(chave, iv) {
  const { extrato: { cifra } } = config;
  return crypto.createCipheriv(cifra.legado, chave, iv); // vigia: expect crypto-weak-cipher
}

function cifraDesestruturadaAtual(chave, iv) {
  const { extrato } = config;
  return crypto.createCipheriv(extrato.cifra.atual, chave, iv); // vigia: ok crypto-weak-cipher
}

module.exports = {
  resumoProcesso, cifraDesestruturada, cifraDesestruturadaAtual,
  resumoLegado, resumoAtual, resumoPerfil, cifraLegada, cifraAtual, cifraPerfil, cifraNova,
  resumoDesestruturado, resumoRenomeado, cifraPropriedade, cifraPropriedadePerfil, cifraPropriedadeNova,
};
