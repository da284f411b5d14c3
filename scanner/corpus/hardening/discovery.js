/* eslint-disable -- deliberately vulnerable fixture: the quality corpus of the scanner. */
const express = require('express');
const app = express();
app.get('/.well-known/openid-configuration', (req, res) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.json({});
});
app.get('/.well-known/jwks.json', (req, res) => {
  res.setHeader('Access-Control-Allow-Origin', '*'); // vigia-expect: cors-wildcard
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.json({});
});
app.get('/contas', (req, res) => {
  res.setHeader('Access-Control-Allow-Origin', '*'); // vigia-expect: cors-wildcard
  res.json([]);
});
module.exports = app;
