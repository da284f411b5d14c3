<?php
$ch = curl_init("https://api.exemplo.com.br");
curl_setopt($ch, CURLOPT_SSL_VERIFYPEER, false); // vigia-expect: tls-verification-disabled
curl_setopt($ch, CURLOPT_SSL_VERIFYHOST, 2);
$legacy = "http://api.exemplo-banco.com.br/v1"; // vigia-expect: http-plaintext-endpoint
