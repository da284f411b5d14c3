<?php

use Firebase\JWT\JWT;

function abrirConexao(): PDO
{
    return new PDO('mysql:host=db;dbname=pix', 'pix_app', 'Tr4nsf3r2024'); // vigia-expect: credential-hardcoded
}

function emitirToken(string $conta): string
{
    return JWT::encode(['sub' => $conta], 'assinatura-do-app-pix', 'PS256'); // vigia-expect: credential-hardcoded
}

// Look-alikes: secrets from the environment.
function abrirConexaoSegura(): PDO
{
    return new PDO(getenv('PIX_DSN'), getenv('PIX_USUARIO'), getenv('PIX_SENHA'));
}

function emitirTokenSeguro(string $conta): string
{
    return JWT::encode(['sub' => $conta], getenv('JWT_SEGREDO'), 'PS256');
}

function autenticarDiretorio($ldap): bool
{
    return ldap_bind($ldap, 'cn=integracao,dc=banco', 'D1ret0r10Pix'); // vigia-expect: credential-hardcoded
}

function autenticarDiretorioSeguro($ldap): bool
{
    return ldap_bind($ldap, 'cn=integracao,dc=banco', getenv('LDAP_SENHA'));
}
