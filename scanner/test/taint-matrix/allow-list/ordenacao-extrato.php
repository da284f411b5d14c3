<?php
const COLUNAS = ['data', 'valor', 'descricao'];
$conexao = new PDO('pgsql:host=banco;dbname=extrato');

$ordem = $_GET['ordem'];
if (in_array($ordem, COLUNAS, true)) {
    $conexao->query('SELECT * FROM extrato ORDER BY ' . $ordem); // vigia: ok injection-sql
}
if ($ordem === 'data' || $ordem === 'valor') {
    $conexao->query('SELECT * FROM extrato ORDER BY ' . $ordem); // vigia: ok injection-sql
}
$conexao->query('SELECT * FROM extrato ORDER BY ' . $ordem); // vigia: expect injection-sql
