<?php
$conexao = new PDO('pgsql:host=banco;dbname=contas');

$titular = $_GET['titular'];
$normalizado = substr(str_replace('  ', ' ', strtoupper(trim($titular))), 0, 40);
$conexao->query("SELECT * FROM contas WHERE titular = '" . $normalizado . "'"); // vigia: expect injection-sql
$tamanho = strlen(trim($titular));
$conexao->query('SELECT * FROM contas LIMIT ' . $tamanho); // vigia: ok injection-sql
