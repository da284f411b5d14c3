INSERT INTO titulares (nome, cpf) VALUES
  ('Titular Teste', '390.533.447-05'), -- vigia-expect: pii-cpf
  ('Titular Inválido', '390.533.447-00');
INSERT INTO empresas (razao_social, cnpj) VALUES ('Empresa Teste', '12.ABC.345/01DE-35'); -- vigia-expect: pii-cnpj
INSERT INTO conexoes (url) VALUES ('postgres://svc:Pa55w0rdXyz9@db.exemplo.com.br/ledger'); -- vigia-expect: secret-credential-url
