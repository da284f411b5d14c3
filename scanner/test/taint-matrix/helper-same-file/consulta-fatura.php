<?php
$conexao = new PDO('pgsql:host=banco;dbname=cartoes');

function montarConsulta(string $cartao): string
{
    return "SELECT * FROM faturas WHERE cartao = '" . $cartao . "'";
}

function somenteDigitos(string $valor): string
{
    return (string) intval($valor);
}

$cartao = $_GET['cartao'];
$conexao->query(montarConsulta($cartao)); // vigia: expect injection-sql
$conexao->query(montarConsulta('5555')); // vigia: ok injection-sql
$conexao->query(montarConsulta(somenteDigitos($cartao))); // vigia: ok injection-sql
