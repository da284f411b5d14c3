<?php
const JWS_ALG = 'RS256'; // vigia-expect: of-jws-alg-not-ps256
$jweEnc = 'A128GCM'; // vigia-expect: of-jwe-alg
$config = ['access_token_ttl' => 3600, 'jws_alg' => 'PS256']; // vigia-expect: of-token-lifetime
class Pix { private $tokenTtl = 86400; } // vigia-expect: of-token-lifetime
$fapi = ['access_token_ttl' => 300];
