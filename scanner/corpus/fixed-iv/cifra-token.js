// Cifra dos tokens de cartão guardados no cofre.
const crypto = require('crypto');

const IV_PADRAO = Buffer.from('0000000000000000');

function cifrarToken(chave, token) {
  const cifra = crypto.createCipheriv('aes-256-cbc', chave, Buffer.alloc(16)); // vigia-expect: crypto-fixed-iv
  return Buffer.concat([cifra.update(token), cifra.final()]);
}

function cifrarCartao(chave, cartao) {
  const cifra = crypto.createCipheriv('aes-256-gcm', chave, IV_PADRAO); // vigia-expect: crypto-fixed-iv
  return Buffer.concat([cifra.update(cartao), cifra.final()]);
}

function cifrarSenhaApp(chave, senha) {
  const iv = Buffer.from('abcdefghijklmnop');
  const cifra = crypto.createCipheriv('aes-128-cbc', chave, iv); // vigia-expect: crypto-fixed-iv
  return Buffer.concat([cifra.update(senha), cifra.final()]);
}

// Look-alike: a random IV per message, stored in front of the ciphertext.
function cifrarSeguro(chave, cartao) {
  const iv = crypto.randomBytes(12);
  const cifra = crypto.createCipheriv('aes-256-gcm', chave, iv);
  return Buffer.concat([iv, cifra.update(cartao), cifra.final(), cifra.getAuthTag()]);
}

module.exports = { cifrarToken, cifrarCartao, cifrarSeguro };
