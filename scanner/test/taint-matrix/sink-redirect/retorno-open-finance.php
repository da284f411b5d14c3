<?php
$destino = $_GET['redirect_uri'];
if (isset($_GET['erro'])) {
    header('Location: /consentimentos/erro'); // vigia: ok open-redirect, open-redirect-sink
    exit;
}
header('Location: ' . $destino); // vigia: expect open-redirect
