<?php
$conexao = new PDO('pgsql:host=banco;dbname=clientes');

$nome = $_GET['nome'];
echo '<h1>Olá, ' . $nome . '</h1>'; // vigia: expect xss
$seguro = htmlspecialchars($nome, ENT_QUOTES, 'UTF-8');
echo '<h1>Olá, ' . $seguro . '</h1>'; // vigia: ok xss
$conexao->query("SELECT * FROM clientes WHERE nome = '" . $seguro . "'"); // vigia: expect injection-sql
