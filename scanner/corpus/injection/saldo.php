<?php
// PHP sem framework: superglobais até mysqli/PDO/pg e comandos; parâmetros ligados, números e constantes não são achados.
require_once __DIR__ . '/conexao.php';

$agencia = $_POST['agencia'];
$conta = $_POST['conta'];
$consulta = "SELECT saldo FROM contas WHERE agencia = '$agencia' AND conta = '$conta'";
$resultado = mysqli_query($conexao, $consulta); // vigia-expect: injection-sql

$stmt = $pdo->prepare('SELECT saldo FROM contas WHERE agencia = ? AND conta = ?');
$stmt->execute([$agencia, $conta]);

$numeroConta = intval($_GET['numero']);
$pdo->query('SELECT saldo FROM contas WHERE numero = ' . $numeroConta);

$escapada = mysqli_real_escape_string($conexao, $_GET['titular']);
mysqli_query($conexao, "SELECT * FROM contas WHERE titular = '$escapada'");

$ordenacao = $_GET['ordem'] ?? 'data';
$sqlExtrato = 'SELECT * FROM extrato ORDER BY ';
$sqlExtrato .= $ordenacao;
pg_query($pgConexao, $sqlExtrato); // vigia-expect: injection-sql

$moeda = 'BRL';
$pdo->exec("UPDATE cotacoes SET atualizado = NOW() WHERE moeda = '$moeda'");

$banco = $_SERVER['HTTP_X_BANCO'];
$linhas = $pdo->query("SELECT * FROM bancos WHERE codigo = '$banco'"); // vigia-expect: injection-sql
$ip = $_SERVER['REMOTE_ADDR'];
$pdo->query("INSERT INTO acessos (ip) VALUES ('$ip')");

$corpo = json_decode(file_get_contents('php://input'), true);
$chave = $corpo['chave'];
$backup = `pg_dump -t chaves_$chave banco_pix`; // vigia-expect: injection-command
if (ctype_digit($_GET['lote'])) {
    system('processar-lote ' . $_GET['lote']);
}
