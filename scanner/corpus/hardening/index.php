<?php
ini_set('display_errors', '1'); // vigia-expect: debug-mode-enabled
ini_set('display_errors', '0');
header("Access-Control-Allow-Origin: *"); // vigia-expect: cors-wildcard
header("Access-Control-Allow-Origin: https://app.exemplo.com.br");
