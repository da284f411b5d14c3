<?php

namespace App\Http\Controllers;

use Illuminate\Http\Request;
use Twig\Environment;

class ComprovanteController extends Controller
{
    public function __construct(private Environment $twig)
    {
    }

    public function previa(Request $request)
    {
        $modelo = $this->twig->createTemplate($request->input('modelo')); // vigia-expect: template-injection
        return $modelo->render(['cliente' => 'Maria']);
    }

    public function seguro(Request $request)
    {
        // Look-alike: the request fills the context of a fixed template.
        $modelo = $this->twig->createTemplate('<p>{{ nome }}</p>');
        return $modelo->render(['nome' => $request->input('nome')]);
    }
}
