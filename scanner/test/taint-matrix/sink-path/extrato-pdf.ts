import express, { Request, Response } from 'express';
import fs from 'fs';

const app = express();

app.get('/extratos/pdf', (req: Request, res: Response) => {
  const mes = String(req.query.mes);
  fs.createReadStream('/srv/extratos/' + mes + '.pdf').pipe(res); // vigia: expect path-traversal
  res.sendFile('/srv/extratos/' + mes + '.pdf'); // vigia: expect path-traversal
  fs.readFileSync('/srv/extratos/modelo.pdf'); // vigia: ok path-traversal, path-traversal-sink
});
