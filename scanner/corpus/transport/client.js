/* eslint-disable -- deliberately vulnerable fixture: the quality corpus of the scanner. */
const https = require('https');
const agent = new https.Agent({ rejectUnauthorized: false }); // vigia-expect: tls-verification-disabled
const safeAgent = new https.Agent({ rejectUnauthorized: true });
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'; // vigia-expect: tls-verification-disabled
const API = 'http://api.pagamentos.com.br/v1'; // vigia-expect: http-plaintext-endpoint
const LOCAL = 'http://localhost:8080/health';
const SECURE = 'https://api.pagamentos.com.br/v1';
const NS = 'http://www.w3.org/2000/svg';
