<?php
$claims = json_decode(base64_decode(explode('.', $jwt)[1]), true); // vigia-expect: jwt-not-verified
$header = ['alg' => 'none', 'typ' => 'JWT']; // vigia-expect: jwt-alg-none
$ok = ['alg' => 'PS256', 'typ' => 'JWT'];
