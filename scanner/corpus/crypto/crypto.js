/* eslint-disable -- deliberately vulnerable fixture: the quality corpus of the scanner. */
const crypto = require('crypto');

function hashPassword(password) {
  return crypto.createHash('md5').update(password).digest('hex'); // vigia-expect: crypto-weak-password-hash
}
function etag(body) {
  return crypto.createHash('sha1').update(body).digest('hex'); // vigia-expect: crypto-weak-hash
}
function strong(body) {
  return crypto.createHash('sha256').update(body).digest('hex');
}
const c1 = crypto.createCipheriv('des-ede3-cbc', key, iv); // vigia-expect: crypto-weak-cipher
const c2 = crypto.createCipheriv('aes-128-ecb', key, null); // vigia-expect: crypto-weak-cipher
const c3 = crypto.createCipheriv('aes-256-gcm', key, iv);
const weak = crypto.generateKeyPairSync('rsa', { modulusLength: 1024 }); // vigia-expect: crypto-short-rsa-key
const fine = crypto.generateKeyPairSync('rsa', { modulusLength: 3072 });
const resetToken = Math.random().toString(36).slice(2); // vigia-expect: crypto-insecure-random
const jitter = Math.random() * 100;
const sessionId = crypto.randomBytes(32).toString('hex');
