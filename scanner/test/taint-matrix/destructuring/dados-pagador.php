<?php
$conexao = new PDO('pgsql:host=banco;dbname=pagadores');

['documento' => $documento, 'pais' => $pais] = ['documento' => $_POST['documento'], 'pais' => 'BR'];
$conexao->query("SELECT * FROM pagadores WHERE documento = '" . $documento . "'"); // vigia: expect injection-sql
[$moeda, $praca] = ['BRL', $_POST['praca']];
$conexao->query("SELECT * FROM pagadores WHERE moeda = '" . $moeda . "'"); // vigia: ok injection-sql
$conexao->query("SELECT * FROM pagadores WHERE praca = '" . $praca . "'"); // vigia: expect injection-sql
echo htmlspecialchars($pais);
