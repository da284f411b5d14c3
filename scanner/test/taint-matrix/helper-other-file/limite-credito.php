<?php

use App\Util\Requisicao;

$conexao = new PDO('pgsql:host=banco;dbname=credito');

$cpf = Requisicao::lerCpf();
$conexao->query("SELECT limite FROM credito WHERE cpf = '" . $cpf . "'"); // vigia: expect injection-sql
$conta = Requisicao::somenteNumeros($_GET['conta']);
$conexao->query("SELECT limite FROM credito WHERE conta = '" . $conta . "'"); // vigia: ok injection-sql
