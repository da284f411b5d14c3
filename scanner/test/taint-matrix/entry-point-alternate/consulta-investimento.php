<?php

namespace App\Http\Controllers;

use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;

class InvestimentoController extends Controller
{
    public function consultar(Request $request)
    {
        $produto = $request->input('produto');
        DB::select("SELECT * FROM investimentos WHERE produto = '" . $produto . "'"); // vigia: expect injection-sql
        DB::select("SELECT * FROM investimentos WHERE produto = 'CDB'"); // vigia: ok injection-sql, injection-sql-sink
        return response()->json(['ok' => true]);
    }
}
