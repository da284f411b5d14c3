<?php
$conexao = new PDO('pgsql:host=banco;dbname=cobranca');

$linhaDigitavel = $_GET['linha'];
$conexao->query("SELECT * FROM boletos WHERE linha = '{$linhaDigitavel}'"); // vigia: expect injection-sql
$conexao->query(sprintf("SELECT * FROM boletos WHERE linha = '%s'", $linhaDigitavel)); // vigia: expect injection-sql
$status = 'PAGO';
$conexao->query("SELECT * FROM boletos WHERE status = '{$status}'"); // vigia: ok injection-sql
