<?php
$conexao = new PDO('pgsql:host=banco;dbname=clientes');

$nome = $_GET['nome'];
if ($nome === '') {
    http_response_code(400);
    exit;
}
$conexao->query("SELECT * FROM clientes WHERE nome = '" . $nome . "'"); // vigia: expect injection-sql
$cpf = $_GET['cpf'];
if (!ctype_digit($cpf)) {
    http_response_code(400);
    exit;
}
$conexao->query("SELECT * FROM clientes WHERE cpf = '" . $cpf . "'"); // vigia: ok injection-sql
