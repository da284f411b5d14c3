<?php

// The file names the algorithm, by section; only the file tells which one runs.
function resumoLegado(string $extrato): string
{
    $config = parse_ini_file('config/assinatura-extrato.ini', true);
    $algoritmo = $config['hash']['legado'];
    return hash($algoritmo, $extrato); // vigia: expect crypto-weak-hash
}

// The look-alike: the file names a strong algorithm.
function resumoExtrato(string $extrato): string
{
    $config = parse_ini_file('config/assinatura-extrato.ini', true);
    return hash($config['hash']['extrato'], $extrato); // vigia: ok crypto-weak-hash
}

// Without sections the keys are read flat, a later section's key over an earlier one (PHP's own order).
function cifraLegada(string $extrato, string $chave, string $iv): string
{
    $config = parse_ini_file('config/assinatura-extrato.ini');
    return openssl_encrypt($extrato, $config['legado'], $chave, 0, $iv); // vigia: expect crypto-weak-cipher
}

function cifraExtrato(string $extrato, string $chave, string $iv): string
{
    $config = parse_ini_file('config/assinatura-extrato.ini');
    return openssl_encrypt($extrato, $config['extrato'], $chave, 0, $iv); // vigia: ok crypto-weak-cipher
}
