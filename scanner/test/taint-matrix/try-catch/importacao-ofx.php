<?php
$conexao = new PDO('pgsql:host=banco;dbname=importacoes');

$arquivo = 'padrao.ofx';
$banco = '001';
try {
    $arquivo = $_POST['arquivo'];
    $banco = (string) intval($_POST['banco']);
} catch (ValueError $erro) {
    $banco = '000';
} finally {
    $conexao->exec("INSERT INTO importacoes (arquivo) VALUES ('" . $arquivo . "')"); // vigia: expect injection-sql
}
$conexao->exec("INSERT INTO importacoes (banco) VALUES ('" . $banco . "')"); // vigia: ok injection-sql
