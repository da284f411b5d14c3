<?php
$conexao = new PDO('pgsql:host=banco;dbname=extrato');

$cpf = $_GET['cpf'];
$filtro = "cpf = '" . $cpf . "'";
$consulta = 'SELECT * FROM extrato WHERE ' . $filtro;
$consulta .= ' ORDER BY data';
$conexao->query($consulta); // vigia: expect injection-sql
$tamanho = 'SELECT * FROM extrato LIMIT ' . strlen($cpf);
$conexao->query($tamanho); // vigia: ok injection-sql
