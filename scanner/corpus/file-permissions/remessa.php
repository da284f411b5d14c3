<?php

function gravarRemessa(string $caminho, string $conteudo): void
{
    mkdir('/srv/remessas', 0777, true); // vigia-expect: file-permissions-permissive
    file_put_contents($caminho, $conteudo);
    chmod($caminho, 0666); // vigia-expect: file-permissions-permissive
    umask(0); // vigia-expect: file-permissions-permissive
}

// Look-alikes: owner-only permissions.
function gravarSeguro(string $caminho, string $conteudo): void
{
    mkdir('/srv/remessas', 0750, true);
    file_put_contents($caminho, $conteudo);
    chmod($caminho, 0600);
    umask(077);
}
