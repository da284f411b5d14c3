<?php
$formula = $_POST['formula'];
$valor = eval('return ' . $formula . ';'); // vigia: expect injection-eval
$base = eval('return 0.0099 * 1000;'); // vigia: ok injection-eval, injection-eval-sink
echo json_encode(['valor' => $valor, 'base' => $base]);
