const crypto = require('crypto');
const fs = require('fs');
const ini = require('ini');
const propertiesReader = require('properties-reader');

// The file names the algorithm, by section; only the file tells which one runs.
function resumoLegado(extrato) {
  const config = ini.parse(fs.readFileSync('config/assinatura-extrato.ini', 'utf-8'));
  return crypto.createHash(config.hash.legado).update(extrato).digest('hex'); // vigia: expect crypto-weak-hash
}

// The look-alike: the file names a strong algorithm.
function resumoExtrato(extrato) {
  const config = ini.parse(fs.readFileSync('config/assinatura-extrato.ini', 'utf-8'));
  return crypto.createHash(config.hash.extrato).update(extrato).digest('hex'); // vigia: ok crypto-weak-hash
}

function cifraLegada(chave, iv) {
  const propriedades = propertiesReader('resources/assinatura-extrato.properties');
  return crypto.createCipheriv(propriedades.get('cifra.node.legado'), chave, iv); // vigia: expect crypto-weak-cipher
}

function cifraExtrato(chave, iv) {
  const propriedades = propertiesReader('resources/assinatura-extrato.properties');
  return crypto.createCipheriv(propriedades.get('cifra.node.extrato'), chave, iv); // vigia: ok crypto-weak-cipher
}

module.exports = { resumoLegado, resumoExtrato, cifraLegada, cifraExtrato };
