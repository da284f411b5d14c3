<?php
$favorecido = $_GET['favorecido'];
print '<p>Favorecido: ' . $favorecido . '</p>'; // vigia: expect xss
printf('<p>Valor: %s</p>', $_GET['valor']); // vigia: expect xss
?>
<p>Olá, <?= $favorecido ?></p><!-- vigia: expect xss -->
<?php
echo '<p>Comprovante emitido</p>'; // vigia: ok xss, xss-sink
