<?php
$conexao = new PDO('pgsql:host=banco;dbname=transacoes');

$tipo = $_GET['tipo'];
switch ($tipo) {
    case 'pix': $tabela = 'transacoes_pix'; break;
    case 'ted': $tabela = 'transacoes_ted'; break;
    default: $tabela = 'transacoes';
}
$conexao->query('SELECT * FROM ' . $tabela); // vigia: ok injection-sql
$filtro = match ($tipo) {
    'pix' => "tipo = 'PIX'",
    default => "tipo = '" . $tipo . "'",
};
$conexao->query('SELECT * FROM transacoes WHERE ' . $filtro); // vigia: expect injection-sql
