<?php
$conexao = new PDO('pgsql:host=banco;dbname=agendamentos');

$boleto = $_POST['boleto'];
$tarefa = new Fiber(function () use ($conexao, $boleto): void {
    $conexao->exec("INSERT INTO agendamentos (boleto) VALUES ('" . $boleto . "')"); // vigia: expect injection-sql
    Fiber::suspend();
    $conexao->exec("DELETE FROM agendamentos WHERE status = 'CANCELADO'"); // vigia: ok injection-sql, injection-sql-sink
});
$tarefa->start();
$tarefa->resume();
