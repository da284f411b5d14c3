<?php

namespace App\Http\Controllers;

use App\Models\Auditoria;
use Illuminate\Http\Request;

class AuditoriaController extends Controller
{
    public function auditar(Request $request)
    {
        $operador = $request->query('operador');
        $brutos = Auditoria::whereRaw("operador = '" . $operador . "'")->get(); // vigia: expect injection-sql
        $seguros = Auditoria::whereRaw('operador = ?', [$operador])->get(); // vigia: ok injection-sql, injection-sql-sink
        return response()->json([$brutos, $seguros]);
    }
}
