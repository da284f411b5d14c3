<?php

namespace App\Http\Controllers;

use App\Models\Conta;
use Illuminate\Http\Request;

class ContaController extends Controller
{
    public function store(Request $request)
    {
        return Conta::create($request->all()); // vigia-expect: mass-assignment
    }

    public function update(Request $request, Conta $conta)
    {
        $conta->update($request->all()); // vigia-expect: mass-assignment
        return $conta;
    }

    public function storeSeguro(Request $request)
    {
        // Look-alikes: validated and listed fields only.
        $dados = $request->validate(['apelido' => 'required|string', 'agencia' => 'required|digits:4']);
        $conta = Conta::create($dados);
        $conta->update($request->only(['apelido']));
        return $conta;
    }
}
