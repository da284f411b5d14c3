<?php
// Casos de taint em PHP (Laravel): entrada da requisição até SQL, comando, eval e SSRF; e os parecidos seguros.
namespace App\Http\Controllers;

use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;

class PixController extends Controller
{
    private const STATUS_PERMITIDOS = ['pendente', 'liquidado', 'devolvido'];

    public function buscarPorChave(Request $request)
    {
        $chave = $request->input('chave');
        $sql = "SELECT * FROM chaves_pix WHERE chave = '" . $chave . "'";
        return DB::select($sql); // vigia-expect: injection-sql
    }

    public function buscarPorChaveSegura(Request $request)
    {
        return DB::select('SELECT * FROM chaves_pix WHERE chave = ?', [$request->input('chave')]);
    }

    public function extrato(Request $request, $conta)
    {
        $periodo = $request->query('periodo', '30');
        $filtro = sprintf("conta = '%s' AND dias <= %s", $conta, $periodo);
        $linhas = DB::table('extrato')->whereRaw($filtro)->get(); // vigia-expect: injection-sql
        $dias = (int) $request->query('dias');
        $recentes = DB::table('extrato')->whereRaw('dias <= ' . $dias)->get();
        return [$linhas, $recentes];
    }

    public function listarPorStatus(Request $request)
    {
        $status = $request->get('status');
        if (!in_array($status, self::STATUS_PERMITIDOS, true)) {
            abort(400);
            return null;
        }
        return DB::select("SELECT * FROM transferencias WHERE status = '{$status}'");
    }

    public function comprovante(Request $request)
    {
        $arquivo = $request->input('arquivo');
        $saida = shell_exec('gerar-comprovante --id ' . $arquivo); // vigia-expect: injection-command
        $seguro = shell_exec('gerar-comprovante --id ' . escapeshellarg($arquivo));
        $fixo = shell_exec('gerar-comprovante --todos');
        return [$saida, $seguro, $fixo];
    }

    public function simularTaxa(Request $request)
    {
        $formula = $request->input('formula');
        $taxa = eval('return ' . $formula . ';'); // vigia-expect: injection-eval
        $base = eval('return 0.0199;');
        return $taxa + $base;
    }

    public function notificarWebhook(Request $request)
    {
        $urlCallback = $request->input('callback_url');
        $resposta = file_get_contents($urlCallback); // vigia-expect: ssrf
        $status = file_get_contents('https://api.bcb.gov.br/status');
        return [$resposta, $status];
    }

    public function limiteCliente(Request $request)
    {
        $cpf = $request->input('cpf');
        $limite = $this->consultarLimite($cpf);
        $padrao = $this->consultarLimite('00000000000');
        return [$limite, $padrao];
    }

    private function consultarLimite($documento)
    {
        return DB::select("SELECT limite FROM clientes WHERE cpf = '$documento'"); // vigia-expect: injection-sql
    }
}
