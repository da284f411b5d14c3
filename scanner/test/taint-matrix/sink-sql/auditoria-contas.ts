import { PrismaClient } from '@prisma/client';
import express, { Request, Response } from 'express';

const prisma = new PrismaClient();
const app = express();

app.get('/auditoria', async (req: Request, res: Response) => {
  const operador = String(req.query.operador);
  await prisma.$queryRawUnsafe("SELECT * FROM auditoria WHERE operador = '" + operador + "'"); // vigia: expect injection-sql
  await prisma.$queryRaw`SELECT * FROM auditoria WHERE operador = ${operador}`; // vigia: ok injection-sql, injection-sql-sink
  res.end();
});
