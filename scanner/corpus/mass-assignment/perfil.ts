// Perfil do cliente (Prisma / TypeORM).
import { Router } from 'express';
import { prisma, perfis } from './banco';

export const rotasPerfil = Router();

rotasPerfil.post('/perfis', async (req, res) => {
  const perfil = await prisma.perfil.create({ data: req.body }); // vigia-expect: mass-assignment
  res.status(201).json(perfil);
});

rotasPerfil.put('/perfis/:id', async (req, res) => {
  await perfis.save(req.body); // vigia-expect: mass-assignment
  res.sendStatus(204);
});

// Look-alike: only the allowed fields.
rotasPerfil.patch('/perfis/:id', async (req, res) => {
  const { apelido } = req.body;
  await prisma.perfil.update({ where: { id: req.params.id }, data: { apelido } });
  res.sendStatus(204);
});
