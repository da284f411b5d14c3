<?php

namespace App\Http\Controllers;

use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;

class CadastroController extends Controller
{
    // Laravel gives every input by its name as a property of the request: `$request->cpf` is the client's.
    public function buscar(Request $request)
    {
        $cpf = $request->cpf;
        DB::select("SELECT * FROM clientes WHERE cpf = '" . $cpf . "'"); // vigia: expect injection-sql
        return response()->json(['ok' => true]);
    }

    // The look-alike: a property of the signed-in user the request carries is not the client's input.
    public function meuCadastro(Request $request)
    {
        $cpf = $request->user()->cpf;
        DB::select("SELECT * FROM clientes WHERE cpf = '" . $cpf . "'"); // vigia: ok injection-sql
        return response()->json(['ok' => true]);
    }
}
