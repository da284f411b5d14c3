<?php
// Laravel (and vlucas/phpdotenv) put .env into the environment: the code only names keys.
function resumoLegado(string $extrato): string
{
    return hash(env('HASH_LEGADO', 'sha512'), $extrato); // vigia: expect crypto-weak-hash
}

function resumoLegadoAmbiente(string $extrato): string
{
    return hash($_ENV['HASH_LEGADO'], $extrato); // vigia: expect crypto-weak-hash
}

// The look-alike: the file names a strong algorithm, the code's default a weak one.
function resumoAtual(string $extrato): string
{
    return hash(env('HASH_ATUAL', 'md5'), $extrato); // vigia: ok crypto-weak-hash
}

// No file has this key: the code's default, a strong one, runs.
function resumoNovo(string $extrato): string
{
    return hash(getenv('HASH_NOVO') ?: 'sha512', $extrato); // vigia: ok crypto-weak-hash
}

// The staging environment changes this key.
function resumoPerfil(string $extrato): string
{
    return hash(getenv('HASH_PERFIL'), $extrato); // vigia: ok crypto-weak-hash
}

function cifraLegada(string $dados, string $chave, string $iv): string
{
    return openssl_encrypt($dados, getenv('CIFRA_LEGADA'), $chave, 0, $iv); // vigia: expect crypto-weak-cipher
}

// getenv() with no key is the whole environment; phpdotenv fills $_SERVER too.
function resumoMapa(string $extrato): string
{
    return hash(getenv()['HASH_LEGADO'], $extrato); // vigia: expect crypto-weak-hash
}

function resumoServidor(string $extrato): string
{
    return hash($_SERVER['HASH_LEGADO'], $extrato); // vigia: expect crypto-weak-hash
}

function resumoServidorAtual(string $extrato): string
{
    return hash($_SERVER['HASH_ATUAL'] ?? 'md5', $extrato); // vigia: ok crypto-weak-hash
}
