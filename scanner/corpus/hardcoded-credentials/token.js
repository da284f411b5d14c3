/* eslint-disable -- deliberately vulnerable fixture: the quality corpus of the scanner. */
const jwt = require('jsonwebtoken');
const SEGREDO_TOKEN = 'cofre-do-banco-2024!';
const CHAVE_ENV = process.env.JWT_SECRET;
function emite(usuario) {
  return jwt.sign({ sub: usuario.id }, SEGREDO_TOKEN, { expiresIn: '15m' }); // vigia-expect: credential-hardcoded
}
function emiteSeguro(usuario) {
  return jwt.sign({ sub: usuario.id }, CHAVE_ENV, { expiresIn: '15m' });
}
module.exports = { emite, emiteSeguro };
