<?php
$conexao = new PDO('pgsql:host=banco;dbname=contas');

$contas = $_POST['contas'];
array_map(fn ($conta) => $conexao->exec("UPDATE contas SET conciliada = true WHERE numero = '" . $conta . "'"), $contas); // vigia: expect injection-sql
array_map(fn ($interna) => $conexao->exec("UPDATE contas SET conciliada = true WHERE numero = '" . $interna . "'"), ['0001', '0002']); // vigia: ok injection-sql
