<?php
$conexao = new PDO('pgsql:host=banco;dbname=contas');

$conta = $_GET['conta'];
$agencia = $conta;
$conexao->query("SELECT saldo FROM contas WHERE agencia = '" . $agencia . "'"); // vigia: expect injection-sql
$fixa = '0001';
$conexao->query("SELECT saldo FROM contas WHERE agencia = '" . $fixa . "'"); // vigia: ok injection-sql
