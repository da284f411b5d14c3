<?php
$conexao = new PDO('pgsql:host=banco;dbname=emprestimos');

$pedido = json_decode(file_get_contents('php://input'), true);
$conexao->exec("INSERT INTO pedidos (finalidade) VALUES ('" . $pedido['finalidade'] . "')"); // vigia: expect injection-sql
$conexao->exec('INSERT INTO pedidos (prazo) VALUES (' . intval($pedido['prazo']) . ')'); // vigia: ok injection-sql
