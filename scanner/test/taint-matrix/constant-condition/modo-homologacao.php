<?php
const HOMOLOGACAO = false;
$conexao = new PDO('pgsql:host=banco;dbname=agencias');

$agencia = $_GET['agencia'];
$filtro = '0001';
if (HOMOLOGACAO) {
    $filtro = $agencia;
}
$conexao->query("SELECT * FROM agencias WHERE codigo = '" . $filtro . "'"); // vigia: ok injection-sql
$destino = '0001';
if (2 + 2 === 4) {
    $destino = $agencia;
}
$conexao->query("SELECT * FROM agencias WHERE codigo = '" . $destino . "'"); // vigia: expect injection-sql
