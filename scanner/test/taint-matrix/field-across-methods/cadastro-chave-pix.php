<?php

class CadastroChavePix
{
    private PDO $conexao;
    private string $chave = '';
    private string $tipo = 'EMAIL';

    public function cadastrar(): void
    {
        $this->carregar();
        $this->gravar();
    }

    private function carregar(): void
    {
        $this->chave = $_POST['chave'];
    }

    private function gravar(): void
    {
        $this->conexao->exec("INSERT INTO chaves_pix (chave) VALUES ('" . $this->chave . "')"); // vigia: expect injection-sql
        $this->conexao->exec("INSERT INTO chaves_pix (tipo) VALUES ('" . $this->tipo . "')"); // vigia: ok injection-sql
    }
}
