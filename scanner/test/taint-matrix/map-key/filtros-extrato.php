<?php
$conexao = new PDO('pgsql:host=banco;dbname=extrato');

$filtros = ['status' => 'LIQUIDADO'];
$filtros['descricao'] = $_GET['descricao'];
$conexao->query("SELECT * FROM extrato WHERE descricao = '" . $filtros['descricao'] . "'"); // vigia: expect injection-sql
$conexao->query("SELECT * FROM extrato WHERE status = '" . $filtros['status'] . "'"); // vigia: ok injection-sql
