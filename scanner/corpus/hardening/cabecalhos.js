/* eslint-disable -- deliberately vulnerable fixture: the quality corpus of the scanner. */
const express = require('express');
const helmet = require('helmet');
const app = express();
app.use(helmet({ contentSecurityPolicy: false })); // vigia-expect: security-headers-disabled
app.use(helmet({ crossOriginEmbedderPolicy: false }));
app.use(helmet({ frameguard: false, hsts: { maxAge: 31536000 } })); // vigia-expect: security-headers-disabled
app.use(helmet.contentSecurityPolicy({ directives: { scriptSrc: ["'self'", "'unsafe-inline'"] } })); // vigia-expect: security-headers-disabled
app.use(helmet.contentSecurityPolicy({ directives: { scriptSrc: ["'self'", 'https://cdn.banco.com.br'], styleSrc: ["'self'", "'unsafe-inline'"] } }));
app.use((req, res, next) => {
  res.setHeader('Content-Security-Policy', "default-src 'self'; script-src 'self' 'unsafe-eval'"); // vigia-expect: security-headers-disabled
  res.setHeader('Content-Security-Policy', "default-src 'self'; style-src 'self' 'unsafe-inline'");
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin); // vigia-expect: cors-wildcard
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  next();
});
const PERMITIDAS = ['https://app.banco.com.br'];
app.use((req, res, next) => {
  if (PERMITIDAS.includes(req.headers.origin)) {
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin);
  }
  next();
});
