<?php
$conexao = new PDO('pgsql:host=banco;dbname=tarifas');

$pacote = 'ESSENCIAL';
if (isset($_GET['personalizado'])) {
    $pacote = $_GET['pacote'];
}
$conexao->query("SELECT tarifa FROM pacotes WHERE nome = '" . $pacote . "'"); // vigia: expect injection-sql
if (isset($_GET['pj'])) {
    $segmento = 'EMPRESAS';
} else {
    $segmento = 'VAREJO';
}
$conexao->query("SELECT tarifa FROM pacotes WHERE segmento = '" . $segmento . "'"); // vigia: ok injection-sql
