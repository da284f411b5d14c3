<?php
$conexao = new PDO('pgsql:host=banco;dbname=pix');

$chave = $_POST['chave'];
$conexao->exec("UPDATE limites SET valor = 0 WHERE chave = '" . $chave . "'"); // vigia: expect injection-sql
$chave = 'padrao';
$conexao->exec("UPDATE limites SET valor = 0 WHERE chave = '" . $chave . "'"); // vigia: ok injection-sql
