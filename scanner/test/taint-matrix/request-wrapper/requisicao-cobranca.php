<?php

class RequisicaoCobranca
{
    public function parametro(string $nome): string
    {
        return $_GET[$nome];
    }

    public function moeda(): string
    {
        return 'BRL';
    }
}

$conexao = new PDO('pgsql:host=banco;dbname=cobrancas');
$cobranca = new RequisicaoCobranca();
$conexao->query("SELECT * FROM cobrancas WHERE txid = '" . $cobranca->parametro('txid') . "'"); // vigia: expect injection-sql
$conexao->query("SELECT * FROM cobrancas WHERE moeda = '" . $cobranca->moeda() . "'"); // vigia: ok injection-sql
