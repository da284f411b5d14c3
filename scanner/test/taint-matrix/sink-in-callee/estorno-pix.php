<?php
$conexao = new PDO('pgsql:host=banco;dbname=pix');

function estornar(PDO $conexao, string $endToEnd): void
{
    $conexao->exec("UPDATE pix SET estornado = true WHERE e2e = '" . $endToEnd . "'"); // vigia: expect injection-sql
}

function registrar(PDO $conexao, string $motivo): void
{
    $conexao->prepare('INSERT INTO estornos (motivo) VALUES (?)')->execute([$motivo]); // vigia: ok injection-sql
}

estornar($conexao, $_POST['e2e']);
registrar($conexao, $_POST['motivo']);
