<?php
$ch = curl_init("https://boletos.exemplo.com.br");
curl_setopt($ch, CURLOPT_SSL_VERIFYPEER, false); // vigia-expect: tls-verification-disabled
$r = $db->query("SELECT * FROM boletos WHERE cliente = $cliente"); // vigia-expect: injection-sql
$header = ['alg' => 'none', 'typ' => 'JWT']; // vigia-expect: jwt-alg-none
error_log("boleto emitido para " . $cpf); // vigia-expect: log-personal-data
