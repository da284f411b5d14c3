// Emissão do token de sessão do app.
const jwt = require('jsonwebtoken');
const { Sequelize } = require('sequelize');

const banco = new Sequelize('pix', 'pix_app', 'Tr4nsf3r#2024', { host: 'db', dialect: 'postgres' }); // vigia-expect: credential-hardcoded

function emitirToken(cliente) {
  return jwt.sign({ sub: cliente.id }, 'assinatura-do-app-pix'); // vigia-expect: credential-hardcoded
}

// Look-alikes: the secret and the password come from the environment.
const bancoSeguro = new Sequelize('pix', 'pix_app', process.env.DB_SENHA, { host: 'db', dialect: 'postgres' });

function emitirTokenSeguro(cliente) {
  return jwt.sign({ sub: cliente.id }, process.env.JWT_SEGREDO, { expiresIn: '5m' });
}

module.exports = { banco, bancoSeguro, emitirToken, emitirTokenSeguro };

// Alertas por e-mail.
const nodemailer = require('nodemailer');
const correio = nodemailer.createTransport({ host: 'smtp.banco.com.br', auth: { user: 'alertas', pass: 'Al3rt4sPix!' } }); // vigia-expect: credential-hardcoded
const correioSeguro = nodemailer.createTransport({ host: 'smtp.banco.com.br', auth: { user: 'alertas', pass: process.env.SMTP_SENHA } });
module.exports.correio = [correio, correioSeguro];

// Sessão do internet banking (express-session).
const session = require('express-session');
const cookieParser = require('cookie-parser');
const sessaoLegada = session({ secret: 'banco digital', resave: false, saveUninitialized: false }); // vigia-expect: credential-hardcoded
const assinatura = cookieParser('cookies do banco'); // vigia-expect: credential-hardcoded
// A random-looking literal is the secrets detector's finding; the code rule does not report the line again.
const sessaoPainel = session({ secret: 'Xq9vL2mR7tK4wP8zN3bH6jY1' }); // vigia-expect: secret-high-entropy
// Look-alike: the secret comes from the environment.
const sessaoSegura = session({ secret: process.env.SESSAO_SEGREDO, resave: false, saveUninitialized: false });
module.exports.sessoes = [sessaoLegada, assinatura, sessaoPainel, sessaoSegura];
