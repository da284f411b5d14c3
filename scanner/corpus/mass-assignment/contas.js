// Rotas de cadastro de contas (Express + Mongoose / Sequelize).
const express = require('express');
const { Conta, Cliente } = require('./modelos');

const rotas = express.Router();

rotas.post('/contas', async (req, res) => {
  const conta = await Conta.create(req.body); // vigia-expect: mass-assignment
  res.status(201).json(conta);
});

rotas.put('/clientes/:id', async (req, res) => {
  const cliente = await Cliente.findByPk(req.params.id);
  Object.assign(cliente, req.body); // vigia-expect: mass-assignment
  await cliente.save();
  res.json(cliente);
});

rotas.post('/clientes', async (req, res) => {
  const cliente = new Cliente(req.body); // vigia-expect: mass-assignment
  await Cliente.findByIdAndUpdate(req.params.id, req.body); // vigia-expect: mass-assignment
  await cliente.save();
  res.json(cliente);
});

// Look-alikes: only the allowed fields are copied; a plain copy for validation is not persisted.
rotas.post('/contas/segura', async (req, res) => {
  const { apelido, agencia } = req.body;
  const conta = await Conta.create({ apelido, agencia, titular: req.user.id });
  const rascunho = Object.assign({}, req.body);
  validar(rascunho);
  res.status(201).json(conta);
});

module.exports = rotas;

// Look-alikes: validators and DTOs built from the body are not persisted.
rotas.post('/contas/validar', (req, res) => {
  const validacao = new Validator(req.body, { agencia: 'required|digits:4' });
  const pedido = new AberturaContaDto(req.body);
  res.json({ ok: validacao.passes(), pedido });
});
