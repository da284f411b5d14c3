<?php
function registrar($cpf, $nome) {
    error_log("cadastro " . $cpf); // vigia-expect: log-personal-data
    error_log("cadastro " . $nome);
}
