INSERT INTO clientes (nome, cpf, telefone) VALUES
  ('Ana Teste', '39053344705', '11999990000'), -- vigia-expect: pii-cpf
  ('Bruno Teste', '39053344700', '11999990001');
INSERT INTO fornecedores (nome, documento) VALUES ('Fornecedor X', '11222333000181'); -- vigia-expect: pii-cnpj
INSERT INTO pedidos (id, total) VALUES (39053344705, 100);
