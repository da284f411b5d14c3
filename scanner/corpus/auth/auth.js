/* eslint-disable -- deliberately vulnerable fixture: the quality corpus of the scanner. */
const jwt = require('jsonwebtoken');

function readClaims(token) {
  return jwt.decode(token); // vigia-expect: jwt-not-verified
}
function verified(token, key) {
  return jwt.verify(token, key, { algorithms: ['PS256'] });
}
const unsafe = jwt.verify(token, key, { algorithms: ['none'] }); // vigia-expect: jwt-alg-none
