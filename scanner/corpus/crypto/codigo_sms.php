<?php
function enviarConfirmacao($telefone) {
    $codigoSms = mt_rand(100000, 999999); // vigia-expect: crypto-insecure-random
    $atraso = mt_rand(100, 500);
    return [$codigoSms, $atraso];
}

function gerarCodigoSeguro() {
    return random_int(100000, 999999);
}
