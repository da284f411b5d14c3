<?php

function emailValido(string $email): bool
{
    return preg_match('/^([a-zA-Z0-9_.-]+)+@banco\.com\.br$/', $email) === 1; // vigia-expect: regex-redos
}

function descricaoValida(string $descricao): bool
{
    return preg_match('/^(\w+\s?)*$/', $descricao) === 1; // vigia-expect: regex-redos
}

// Look-alikes: one quantifier per group.
function valorValido(string $valor): bool
{
    return preg_match('/^\d+(,\d{2})?$/', $valor) === 1 && preg_match('/^\+55(\d{2})\d{8,9}$/', $valor) === 1;
}
