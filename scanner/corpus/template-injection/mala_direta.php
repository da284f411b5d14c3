<?php

function previaMalaDireta(Smarty $smarty): string
{
    return $smarty->fetch('string:' . $_POST['modelo']); // vigia-expect: template-injection
}

// Look-alike: a template file, the request in an assigned variable.
function malaDiretaSegura(Smarty $smarty): string
{
    $smarty->assign('nome', $_POST['nome']);
    return $smarty->fetch('mala_direta.tpl');
}
