<?php
$conexao = new PDO('pgsql:host=banco;dbname=emprestimos');

$lista = '';
foreach ($_GET['contrato'] as $contrato) {
    $lista = $lista . "'" . $contrato . "',";
}
$conexao->query('SELECT * FROM parcelas WHERE contrato IN (' . $lista . "'')"); // vigia: expect injection-sql
$faixas = '';
for ($i = 0; $i < 12; $i++) {
    $faixas = $faixas . $i . ',';
}
$conexao->query('SELECT * FROM parcelas WHERE numero IN (' . $faixas . '0)'); // vigia: ok injection-sql
