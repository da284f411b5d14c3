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

module.exports = { digitalDocumento, digitalIndice, cifrarDocumento, cifrarIndice };
