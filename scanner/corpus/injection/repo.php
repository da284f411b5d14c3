<?php
function find($db, $id) {
    $r = $db->query("SELECT * FROM contas WHERE id = $id"); // vigia-expect: injection-sql
    $stmt = $db->prepare("SELECT * FROM contas WHERE id = ?");
    $stmt->execute([$id]);
    system("ls " . $_GET['dir']); // vigia-expect: injection-command
    system("ls -la");
    $obj = unserialize($_COOKIE['data']); // vigia-expect: deserialization-unsafe
    $ok = unserialize($data, ['allowed_classes' => false]);
    $page = file_get_contents($_GET['url']); // vigia-expect: ssrf
    return [$r, $obj, $ok, $page];
}
