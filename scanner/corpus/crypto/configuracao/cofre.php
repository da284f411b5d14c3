<?php
function digitalDocumento(string $conteudo): string
{
    return hash(env('COFRE_HASH', 'sha512'), $conteudo); // vigia-expect: crypto-weak-hash
}

function digitalIndice(string $conteudo): string
{
    return hash($_ENV['COFRE_HASH_INDICE'], $conteudo);
}

function cifrarDocumento(string $dados, string $chave): string
{
    return openssl_encrypt($dados, getenv('COFRE_CIFRA'), $chave); // vigia-expect: crypto-weak-cipher
}
