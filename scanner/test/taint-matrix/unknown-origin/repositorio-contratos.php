<?php

class RepositorioContratos
{
    public function __construct(private PDO $conexao)
    {
    }

    public function executar(string $consulta): void
    {
        $this->conexao->exec($consulta); // vigia: expect injection-sql-sink
    }

    public function removerPorNumero(string $numero): void
    {
        $this->conexao->exec("DELETE FROM contratos WHERE numero = '" . $numero . "'"); // vigia: expect injection-sql
    }

    public function removerVencidos(): void
    {
        $this->conexao->exec("DELETE FROM contratos WHERE status = 'VENCIDO'"); // vigia: ok injection-sql-sink, injection-sql
    }
}
