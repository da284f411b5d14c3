<?php
$conexao = new PDO('pgsql:host=banco;dbname=contas');

$apelido = $_GET['apelido'];
$empresarial = isset($_GET['pj']);
$busca = $empresarial ? $apelido : 'PF';
$conexao->query("SELECT * FROM contas WHERE apelido = '" . $busca . "'"); // vigia: expect injection-sql
$tipo = $empresarial ? 'PJ' : 'PF';
$conexao->query("SELECT * FROM contas WHERE tipo = '" . $tipo . "'"); // vigia: ok injection-sql
