<?php
$conexao = new PDO('pgsql:host=banco;dbname=sessoes');

$canal = $_SERVER['HTTP_X_CANAL'];
$conexao->query("SELECT * FROM canais WHERE nome = '" . $canal . "'"); // vigia: expect injection-sql
$sessao = $_COOKIE['sessao'];
$conexao->query("SELECT * FROM sessoes WHERE id = '" . $sessao . "'"); // vigia: expect injection-sql
$servidor = $_SERVER['SERVER_NAME'];
$conexao->query("SELECT * FROM canais WHERE servidor = '" . $servidor . "'"); // vigia: ok injection-sql
