<?php

function cifrarCartao(string $cartao, string $chave): string
{
    return openssl_encrypt($cartao, 'aes-256-cbc', $chave, 0, '0000000000000000'); // vigia-expect: crypto-fixed-iv
}

function cifrarToken(string $token, string $chave): string
{
    return openssl_encrypt($token, 'aes-256-cbc', $chave, OPENSSL_RAW_DATA, str_repeat("\0", 16)); // vigia-expect: crypto-fixed-iv
}

// Look-alike: a random IV per message, stored in front of the ciphertext.
function cifrarSeguro(string $cartao, string $chave): string
{
    $iv = random_bytes(openssl_cipher_iv_length('aes-256-cbc'));
    return base64_encode($iv . openssl_encrypt($cartao, 'aes-256-cbc', $chave, OPENSSL_RAW_DATA, $iv));
}
