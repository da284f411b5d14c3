const express = require('express');
const ldap = require('ldapjs');

const client = ldap.createClient({ url: 'ldaps://diretorio.banco.com.br' });
const app = express();

app.get('/gerentes', (req, res) => {
  const matricula = req.query.matricula;
  client.search('ou=gerentes,dc=banco,dc=com,dc=br', { filter: '(uid=' + matricula + ')' }, () => res.end()); // vigia: expect injection-ldap
  client.search('ou=gerentes,dc=banco,dc=com,dc=br', { filter: '(objectClass=person)' }, () => res.end()); // vigia: ok injection-ldap, injection-ldap-sink
});
