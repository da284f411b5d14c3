<?php
$documento = new DOMDocument();
$documento->load('/srv/cadastro/clientes.xml');
$xpath = new DOMXPath($documento);
$conta = $_GET['conta'];
$nomes = $xpath->query("/clientes/cliente[conta='" . $conta . "']/nome"); // vigia: expect injection-xpath
$primeiro = $xpath->query('/clientes/cliente[1]/nome'); // vigia: ok injection-xpath, injection-xpath-sink
