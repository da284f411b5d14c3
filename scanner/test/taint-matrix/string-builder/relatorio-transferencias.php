<?php
$conexao = new PDO('pgsql:host=banco;dbname=transferencias');

$favorecido = $_GET['favorecido'];
$partes = ['SELECT * FROM transferencias WHERE 1 = 1'];
$partes[] = " AND favorecido = '" . $favorecido . "'";
$conexao->query(implode('', $partes)); // vigia: expect injection-sql
$fixo = ['SELECT * FROM transferencias'];
$fixo[] = " WHERE status = 'CONCLUIDA'";
$conexao->query(implode('', $fixo)); // vigia: ok injection-sql
