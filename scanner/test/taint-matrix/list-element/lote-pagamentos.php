<?php
$conexao = new PDO('pgsql:host=banco;dbname=pagamentos');

$codigos = ['LOTE-0001'];
$codigos[] = $_POST['codigo'];
$conexao->query("SELECT * FROM pagamentos WHERE codigo = '" . $codigos[1] . "'"); // vigia: expect injection-sql
$conexao->query("SELECT * FROM pagamentos WHERE codigo = '" . $codigos[0] . "'"); // vigia: ok injection-sql
