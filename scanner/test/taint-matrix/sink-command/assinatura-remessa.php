<?php
$arquivo = $_POST['remessa'];
shell_exec('gpg --sign /srv/remessas/' . $arquivo); // vigia: expect injection-command
shell_exec('gpg --sign /srv/remessas/cnab240.rem'); // vigia: ok injection-command, injection-command-sink
system('gpg --verify ' . escapeshellarg($arquivo)); // vigia: ok injection-command
