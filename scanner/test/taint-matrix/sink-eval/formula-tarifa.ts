import express, { Request, Response } from 'express';

const app = express();

app.post('/tarifas/simulacao', (req: Request, res: Response) => {
  const formula = String(req.body.formula);
  const valor = eval(formula); // vigia: expect injection-eval
  const base = eval('0.0099 * 1000'); // vigia: ok injection-eval, injection-eval-sink
  res.json({ valor, base });
});
