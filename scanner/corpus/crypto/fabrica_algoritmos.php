<?php

function assinaturaExtrato(string $conteudo): string
{
    return hash('md5', $conteudo); // vigia-expect: crypto-weak-hash
}

function assinaturaArquivo(string $caminho): string
{
    return hash_file('sha1', $caminho); // vigia-expect: crypto-weak-hash
}

function assinaturaExtratoAtual(string $conteudo): string
{
    return hash('sha256', $conteudo);
}

$ch = curl_init('https://spi.bcb.gov.br');
curl_setopt_array($ch, [CURLOPT_SSL_VERIFYPEER => false]); // vigia-expect: tls-verification-disabled
curl_setopt_array($ch, [CURLOPT_SSL_VERIFYPEER => true]);

function guardarSenha(string $senha): string
{
    return hash('sha1', $senha); // vigia-expect: crypto-weak-password-hash
}
