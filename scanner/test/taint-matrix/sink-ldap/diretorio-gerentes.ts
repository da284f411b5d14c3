import express, { Request, Response } from 'express';
import ldap from 'ldapjs';

const client = ldap.createClient({ url: 'ldaps://diretorio.banco.com.br' });
const app = express();

app.get('/gerentes', (req: Request, res: Response) => {
  const matricula = String(req.query.matricula);
  client.search('ou=gerentes,dc=banco,dc=com,dc=br', { filter: '(uid=' + matricula + ')' }, () => res.end()); // vigia: expect injection-ldap
  client.search('ou=gerentes,dc=banco,dc=com,dc=br', { filter: '(objectClass=person)' }, () => res.end()); // vigia: ok injection-ldap, injection-ldap-sink
});
