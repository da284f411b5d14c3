/* eslint-disable -- deliberately vulnerable fixture: the quality corpus of the scanner. */
const express = require('express');
const cors = require('cors');
const app = express();
app.use(cors()); // vigia-expect: cors-wildcard
app.use(cors({ origin: 'https://app.exemplo.com.br' }));
app.use(cors({ origin: '*' })); // vigia-expect: cors-wildcard
app.use((req, res, next) => {
  res.setHeader('Access-Control-Allow-Origin', '*'); // vigia-expect: cors-wildcard
  res.setHeader('Access-Control-Allow-Origin', 'https://app.exemplo.com.br');
  next();
});
