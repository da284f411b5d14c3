<?php
$destino = $_GET['retorno'];
if (isset($_GET['legado'])) {
    header('Location: ' . $destino); // vigia: expect open-redirect
    exit;
}
if (parse_url($destino, PHP_URL_HOST) !== 'app.banco.com.br') {
    header('Location: /inicio');
    exit;
}
header('Location: ' . $destino); // vigia: ok open-redirect
