<?php
$conexao = new PDO('pgsql:host=banco;dbname=contas');

$valorInformado = $_POST['valor'];
$centavos = (int) $valorInformado;
$conexao->exec('UPDATE contas SET saldo = saldo - ' . $centavos); // vigia: ok injection-sql
$taxa = floatval($_POST['taxa']);
$conexao->exec('UPDATE contas SET taxa = ' . $taxa); // vigia: ok injection-sql
$conexao->exec('UPDATE contas SET saldo = saldo - ' . $valorInformado); // vigia: expect injection-sql
