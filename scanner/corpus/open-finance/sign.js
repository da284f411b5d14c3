/* eslint-disable -- deliberately vulnerable fixture: the quality corpus of the scanner. */
const jwt = require('jsonwebtoken');
const signed = jwt.sign(payload, privateKey, { algorithm: 'RS256' }); // vigia-expect: of-jws-alg-not-ps256
const fapi = jwt.sign(payload, privateKey, { algorithm: 'PS256', expiresIn: 600 });
const longLived = jwt.sign(payload, privateKey, { algorithm: 'PS256', expiresIn: 3600 }); // vigia-expect: of-token-lifetime
const tooShort = jwt.sign(payload, privateKey, { algorithm: 'PS256', expiresIn: 60 }); // vigia-expect: of-token-lifetime
const hours = jwt.sign(payload, privateKey, { algorithm: 'PS256', expiresIn: '1h' }); // vigia-expect: of-token-lifetime
const minutes = jwt.sign(payload, privateKey, { algorithm: 'PS256', expiresIn: '10m' });
const jwe = await new CompactEncrypt(data).setProtectedHeader({ alg: 'RSA1_5', enc: 'A256GCM' }).encrypt(key); // vigia-expect: of-jwe-alg
const jweOk = await new CompactEncrypt(data).setProtectedHeader({ alg: 'RSA-OAEP', enc: 'A256GCM' }).encrypt(key);
