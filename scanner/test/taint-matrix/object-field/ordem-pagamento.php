<?php
$conexao = new PDO('pgsql:host=banco;dbname=ordens');

$ordem = new stdClass();
$ordem->beneficiario = $_POST['beneficiario'];
$ordem->moeda = 'BRL';
$conexao->exec("INSERT INTO ordens (beneficiario) VALUES ('" . $ordem->beneficiario . "')"); // vigia: expect injection-sql
$conexao->exec("INSERT INTO ordens (moeda) VALUES ('" . $ordem->moeda . "')"); // vigia: ok injection-sql
