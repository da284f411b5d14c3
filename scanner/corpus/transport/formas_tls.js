const https = require('https');

const opcoesSpi = { host: 'spi.bcb.gov.br' };
opcoesSpi.rejectUnauthorized = false; // vigia-expect: tls-verification-disabled

const opcoesSeguras = { host: 'spi.bcb.gov.br' };
opcoesSeguras.rejectUnauthorized = true;

process.env.NODE_TLS_REJECT_UNAUTHORIZED = 0; // vigia-expect: tls-verification-disabled
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '1';

module.exports = { agente: new https.Agent(opcoesSpi), seguro: new https.Agent(opcoesSeguras) };
