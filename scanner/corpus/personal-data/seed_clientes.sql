-- seed_clientes.sql: carga inicial do ambiente de testes
INSERT INTO clientes (id, nome, email, cpf, data_nascimento, telefone)
VALUES
  (1, 'Ana Teste', 'ana@teste.com.br', '529.982.247-25', '1990-01-01', '11999990000'), -- vigia-expect: pii-cpf
  (2, 'Bruno Teste', 'bruno@teste.com.br', '11144477735', '1985-05-05', '11999990001'), -- vigia-expect: pii-cpf
  (3, 'Carla Teste', 'carla@teste.com.br', '935.411.347-80', '1979-09-09', '11999990002'), -- vigia-expect: pii-cpf
  (4, 'Davi Teste', 'davi@teste.com.br', '321.654.987-91', '2000-02-02', '11999990003'), -- vigia-expect: pii-cpf
  (5, 'Eva Teste', 'eva@teste.com.br', '987.654.321-00', '1995-03-03', '11999990004'), -- vigia-expect: pii-cpf
  (6, 'Fabio Teste', 'fabio@teste.com.br', '***.456.789-**', '1991-04-04', '11999990005'),
  (7, 'Gina Teste', 'gina@teste.com.br', '123.***.***-09', '1992-06-06', '11999990006');

INSERT INTO empresas (id, razao_social, nome_fantasia, endereco, cidade, uf, cnpj) VALUES (1, 'Pagamentos Exemplo Ltda', 'PagEx', 'Rua das Flores, 100', 'São Paulo', 'SP', '11222333000181'); -- vigia-expect: pii-cnpj
INSERT INTO contas (id, agencia, numero, saldo) VALUES (1, '0001', '24681357928', 100);
insert into titulares(id,nome,documento_titular,observacao) values (9,'Hugo Teste','246.813.579-28','cliente antigo'); -- vigia-expect: pii-cpf
