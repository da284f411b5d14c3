<?php
$jwt = JWT::encode($payload, $privateKey, 'RS256'); // vigia-expect: of-jws-alg-not-ps256
$fapi = JWT::encode($payload, $privateKey, 'PS256');
$cfg = ['access_token_ttl' => 3600]; // vigia-expect: of-token-lifetime
$ok = ['access_token_ttl' => 900];
