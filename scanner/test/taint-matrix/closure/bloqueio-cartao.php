<?php
$conexao = new PDO('pgsql:host=banco;dbname=cartoes');

$cartao = $_POST['cartao'];
$motivo = 'PERDA';
$bloquear = function () use ($conexao, $cartao) {
    $conexao->exec("UPDATE cartoes SET bloqueado = true WHERE numero = '" . $cartao . "'"); // vigia: expect injection-sql
};
$registrar = fn () => $conexao->exec("INSERT INTO bloqueios (motivo) VALUES ('" . $motivo . "')"); // vigia: ok injection-sql
$bloquear();
$registrar();
