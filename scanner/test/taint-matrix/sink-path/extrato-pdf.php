<?php
$mes = $_GET['mes'];
readfile('/srv/extratos/' . $mes . '.pdf'); // vigia: expect path-traversal
$conteudo = file_get_contents('/srv/extratos/' . $mes . '.pdf'); // vigia: expect path-traversal
readfile('/srv/extratos/modelo.pdf'); // vigia: ok path-traversal, path-traversal-sink
