<?php
use function shell_exec as executar;

function assinar() {
    $arquivo = $_POST['remessa'];
    executar('gpg --sign /srv/remessas/' . $arquivo); // vigia: expect injection-command
}

function enfileirar() {
    $arquivo = $_POST['remessa'];
    $fila = new FilaDeAssinatura();
    $fila->executar('gpg --sign /srv/remessas/' . $arquivo); // vigia: ok injection-command, injection-command-sink
}
