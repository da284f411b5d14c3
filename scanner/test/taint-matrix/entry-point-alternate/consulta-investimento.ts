import Fastify, { FastifyRequest } from 'fastify';
import { db } from './db';

const app = Fastify();

app.get('/investimentos', async (request: FastifyRequest<{ Querystring: { produto: string } }>) => {
  const produto = request.query.produto;
  await db.query("SELECT * FROM investimentos WHERE produto = '" + produto + "'"); // vigia: expect injection-sql
  await db.query("SELECT * FROM investimentos WHERE produto = 'CDB'"); // vigia: ok injection-sql, injection-sql-sink
  return { ok: true };
});
