<?php

namespace App\Util;

final class Requisicao
{
    public static function lerCpf(): string
    {
        return $_GET['cpf'];
    }

    public static function somenteNumeros(string $valor): string
    {
        return (string) intval($valor);
    }
}
