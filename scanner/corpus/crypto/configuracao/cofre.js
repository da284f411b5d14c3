require('dotenv').config();
const crypto = require('crypto');
const config = require('config');

function digitalDocumento(conteudo) {
  return crypto.createHash(process.env.COFRE_HASH).update(conteudo).digest('hex'); // vigia-expect: crypto-weak-hash
}

function digitalIndice(conteudo) {
  return crypto.createHash(process.env.COFRE_HASH_INDICE).update(conteudo).digest('hex');
}

function cifrarDocumento(chave, iv) {
  return crypto.createCipheriv(config.get('cofre.cifra'), chave, iv); // vigia-expect: crypto-weak-cipher
}

function cifrarIndice(chave, iv) {
  return crypto.createCipheriv(config.get('cofre.cifraIndice'), chave, iv);
}

function digitalAnexo(conteudo) {
  const { COFRE_HASH: algoritmo } = process.env;
  return crypto.createHash(algoritmo).update(conteudo).digest('hex'); // vigia-expect: crypto-weak-hash
}

function cifrarAnexo(chave, iv) {
  return crypto.createCipheriv(config.cofre.cifra, chave, iv); // vigia-expect: crypto-weak-cipher
}

function cifrarIndiceAnexo(chave, iv) {
  const { COFRE_HASH_INDICE } = process.env;
  crypto.createHash(COFRE_HASH_INDICE);
  return crypto.createCipheriv(config.cofre.cifraIndice, chave, iv);
}

module.exports = { digitalDocumento, digitalIndice, cifrarDocumento, cifrarIndice, digitalAnexo, cifrarAnexo, cifrarIndiceAnexo };
