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
