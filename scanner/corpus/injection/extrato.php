<?php
function buscarExtrato($db, $conexao) {
    $conta = $_GET['conta'];
    $sql = "SELECT * FROM extrato WHERE conta = '$conta'";
    $db->query($sql); // vigia-expect: injection-sql
    $porAgencia = 'SELECT * FROM extrato WHERE agencia = ' . $_POST['agencia'];
    mysqli_query($conexao, $porAgencia); // vigia-expect: injection-sql
    $segura = 'SELECT * FROM extrato WHERE conta = ?';
    $stmt = $db->prepare($segura);
    $stmt->execute([$conta]);
}

function executarRelatorio($db, $consulta) {
    return $db->query($consulta); // vigia-expect: injection-sql-sink
}

function listarComprovantes() {
    $comando = "cmd.exe /c dir C:\\comprovantes\\" . $_GET['pasta'];
    exec($comando); // vigia-expect: injection-command
    $fixo = 'cmd.exe /c dir C:\\comprovantes';
    exec($fixo); // constante em todos os caminhos: sem achado
}
