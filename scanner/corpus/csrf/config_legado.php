<?php
// Configuração do portal legado de boletos (CodeIgniter).
$config['csrf_protection'] = FALSE; // vigia-expect: csrf-protection-disabled
$config['csrf_token_name'] = 'token_boleto';

// Look-alike: the portal of the cards team keeps it on.
$cartoes['csrf_protection'] = TRUE;
