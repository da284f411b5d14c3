/* eslint-disable -- deliberately vulnerable fixture: the quality corpus of the scanner. */
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
const app = express();
app.use(helmet({ contentSecurityPolicy: false, hsts: false })); // vigia-expect: security-headers-disabled
app.use(helmet({ contentSecurityPolicy: { directives: { defaultSrc: ["'self'"] } } }));
app.use(helmet({ contentSecurityPolicy: { directives: { defaultSrc: ["'self'", "'unsafe-inline'"] } } })); // vigia-expect: security-headers-disabled
app.use((req: Request, res: Response, next: NextFunction) => {
  res.header('Access-Control-Allow-Origin', req.get('origin')); // vigia-expect: cors-wildcard
  res.header('Access-Control-Allow-Origin', 'https://app.banco.com.br');
  next();
});
