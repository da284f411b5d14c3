<?php
// PHP com HTML: entrada até a resposta (XSS), arquivos, redirecionamento, LDAP e XPath; codificadores e listas permitidas não são achados.
session_start();
$nome = $_GET['nome'];
$pagina = $_GET['pagina'] ?? 'inicio';
$formato = $_GET['formato'];
?>
<html>
<body>
<h1>Extrato de <?= $nome ?></h1><!-- vigia-expect: xss -->
<p>Cliente: <?= htmlspecialchars($nome, ENT_QUOTES, 'UTF-8') ?></p>
<?php
echo '<p>Agência ' . $_POST['agencia'] . '</p>'; // vigia-expect: xss
echo '<p>Conta ' . (int) $_POST['conta'] . '</p>';
print "<span>$formato</span>"; // vigia-expect: xss
echo "<span>" . htmlentities($formato) . "</span>";
$titulo = 'Extrato mensal';
echo "<h2>$titulo</h2>";

include __DIR__ . '/paginas/' . $pagina . '.php'; // vigia-expect: path-traversal
include __DIR__ . '/paginas/' . basename($pagina) . '.php';
$recibo = file_get_contents('/srv/recibos/' . $_GET['recibo']); // vigia-expect: path-traversal
readfile('/srv/recibos/padrao.pdf');
unlink('/tmp/extratos/' . $_POST['arquivo']); // vigia-expect: path-traversal

if (in_array($formato, ['pdf', 'csv', 'ofx'], true)) {
    readfile('/srv/modelos/extrato.' . $formato);
}

$retorno = $_GET['retorno'];
header('Location: ' . $retorno); // vigia-expect: open-redirect
header('Location: /painel/extrato');
header('Content-Type: text/html; charset=utf-8');

$ldap = ldap_connect('ldaps://ldap.banco.local');
$matricula = $_POST['matricula'];
ldap_search($ldap, 'ou=gerentes,dc=banco', "(uid=$matricula)"); // vigia-expect: injection-ldap
ldap_search($ldap, 'ou=gerentes,dc=banco', '(uid=' . ldap_escape($matricula, '', LDAP_ESCAPE_FILTER) . ')');

$doc = new DOMDocument();
$doc->load('/srv/config/agencias.xml');
$xpath = new DOMXPath($doc);
$codigo = $_GET['agencia'];
$xpath->query("//agencia[@codigo='" . $codigo . "']"); // vigia-expect: injection-xpath
$xpath->query("//agencia[@ativa='sim']");

$ch = curl_init();
curl_setopt($ch, CURLOPT_URL, $_POST['url_boleto']); // vigia-expect: ssrf
curl_setopt($ch, CURLOPT_URL, 'https://api.banco.local/boletos');
curl_setopt($ch, CURLOPT_POSTFIELDS, $_POST['dados']);
?>
</body>
</html>
