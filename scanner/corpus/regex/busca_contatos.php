<?php

function buscarContatos(array $contatos): array
{
    $filtro = $_GET['apelido'];
    return preg_grep('/' . $filtro . '/i', $contatos); // vigia-expect: regex-injection
}

// Look-alike: the input is quoted before it becomes a pattern.
function buscarContatosSeguro(array $contatos): array
{
    $filtro = preg_quote($_GET['apelido'], '/');
    return preg_grep('/' . $filtro . '/i', $contatos);
}
