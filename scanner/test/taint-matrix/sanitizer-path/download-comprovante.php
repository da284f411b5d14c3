<?php
const BASE = '/srv/comprovantes/';

$arquivo = $_GET['arquivo'];
readfile(BASE . $arquivo); // vigia: expect path-traversal
$caminho = realpath(BASE . $arquivo);
if ($caminho === false || !str_starts_with($caminho, BASE)) {
    http_response_code(400);
    exit;
}
readfile($caminho); // vigia: ok path-traversal
