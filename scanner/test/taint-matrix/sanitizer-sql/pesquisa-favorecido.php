<?php
$conexao = new PDO('pgsql:host=banco;dbname=favorecidos');

$documento = $_GET['documento'];
$consulta = $conexao->prepare('SELECT * FROM favorecidos WHERE documento = ?'); // vigia: ok injection-sql
$consulta->execute([$documento]);
$conexao->query("SELECT * FROM favorecidos WHERE documento = '" . $documento . "'"); // vigia: expect injection-sql
