<?php
$webhook = $_POST['webhook'];
$canal = curl_init($webhook); // vigia: expect ssrf
$resposta = file_get_contents($webhook); // vigia: expect ssrf
$status = curl_init('https://api.bcb.gov.br/pix/status'); // vigia: ok ssrf, ssrf-sink
