// The PHP taint analysis: superglobals and Laravel/Symfony requests to each sink family, with traces.
import { describe, expect, it } from 'vitest';
import { scanFiles } from '../src/index.js';
import { analyzeWithEngine as analyzePhp, mayNeedEngineAnalysis as mayNeedPhpAnalysis } from '../src/taint/engine/analyze.js';
import { makeTree, tracePath, traceRows } from './helpers.js';

const rules = (src: string): string[] => analyzePhp('app.php', src).map((h) => `${h.line}:${h.ruleId}`).sort();
const traceOf = (src: string, rule: string): (string | number)[][] | undefined =>
  traceRows(analyzePhp('app.php', src).find((h) => h.ruleId === rule));

describe('análise de taint em PHP', () => {
  it('leva o rastro de $_GET (linha da fonte) até mysqli_query (linha do sink), pela API de scan, sem achado duplicado', async () => {
    const src = `<?php
$cpf = $_GET['cpf'];
$sql = "SELECT * FROM clientes WHERE cpf = '$cpf'";
mysqli_query($conexao, $sql);
`;
    const { findings } = await scanFiles(makeTree({ 'cliente.php': src }), ['cliente.php']);
    const sqli = findings.filter((f) => f.rule.startsWith('injection-sql'));
    expect(sqli).toHaveLength(1);
    expect(sqli[0]?.rule).toBe('injection-sql');
    expect(sqli[0]?.line).toBe(4);
    expect(traceRows(sqli[0])).toEqual(tracePath([2, "entrada: $_GET['cpf']"], [3, 'interpolação em string'], [4, 'execução SQL']));
  });

  it('acha Laravel ($request->input, parâmetro de rota, request()) e Symfony ($request->query->get) e segue helpers do arquivo', () => {
    const src = `<?php
class ContaController extends Controller {
    public function extrato(Request $request, $agencia) {
        $conta = $request->input('conta');
        DB::select("SELECT * FROM extrato WHERE conta = '$conta'");
        DB::table('extrato')->whereRaw("agencia = " . $agencia)->get();
        $this->buscar('12345678900');
        $this->buscar(request('cpf'));
    }
    public function symfony(Request $request) {
        $chave = $request->query->get('chave');
        $this->conexao->query('SELECT * FROM pix WHERE chave = ' . $chave);
    }
    private function buscar($cpf) {
        return DB::select('SELECT * FROM clientes WHERE cpf = ' . $cpf);
    }
}`;
    expect(rules(src)).toEqual(['12:injection-sql', '15:injection-sql', '5:injection-sql', '6:injection-sql']);
    expect(traceOf(src, 'injection-sql')?.[0]).toEqual([4, 'source', "entrada: $request.input()"]);
    const helper = analyzePhp('app.php', src).find((h) => h.line === 15)?.trace?.map((s) => [s.line, s.kind]);
    expect(helper).toEqual([[8, 'source'], [15, 'step'], [15, 'sink']]);
  });

  it('roda closures de rota (Route::get) com segmentos da rota e callbacks de array_map com cada elemento', () => {
    const src = `<?php
Route::post('/pix/{chave}', function (Request $request, $chave) {
    DB::statement("DELETE FROM chaves WHERE chave = '$chave'");
    $ids = array_map(fn($id) => intval($id), $request->input('ids'));
    DB::select('SELECT * FROM pix WHERE id IN (' . implode(',', $ids) . ')');
    $nomes = array_map('intval', $request->input('contas'));
    DB::select('SELECT * FROM contas WHERE id IN (' . implode(',', $nomes) . ')');
    $chaves = array_map(fn($c) => trim($c), $request->input('chaves'));
    DB::select("SELECT * FROM chaves WHERE chave IN ('" . implode("','", $chaves) . "')");
});`;
    expect(rules(src)).toEqual(['3:injection-sql', '9:injection-sql']);
    expect(traceOf(src, 'injection-sql')).toEqual(tracePath([2, 'entrada: parâmetro da rota $chave'], [3, 'interpolação em string'], [3, 'execução SQL']));
  });

  it('não reporta constantes, números, parâmetros ligados, escapes nem listas permitidas', () => {
    const src = `<?php
$id = intval($_GET['id']);
$pdo->query("SELECT * FROM contas WHERE id = $id");
$valor = (float) $_POST['valor'];
$pdo->exec('UPDATE contas SET saldo = saldo - ' . $valor);
$stmt = $pdo->prepare('SELECT * FROM contas WHERE cpf = ?');
$stmt->execute([$_POST['cpf']]);
$nome = mysqli_real_escape_string($conexao, $_POST['nome']);
mysqli_query($conexao, "SELECT * FROM clientes WHERE nome = '$nome'");
echo '<p>' . htmlspecialchars($_GET['nome']) . '</p>';
system('gerar-extrato ' . escapeshellarg($_GET['mes']));
readfile('/srv/recibos/' . basename($_GET['recibo']));
$tipo = $_GET['tipo'];
if (!in_array($tipo, ['pix', 'ted', 'doc'], true)) {
    exit;
}
$pdo->query("SELECT * FROM transferencias WHERE tipo = '$tipo'");
if (is_numeric($_GET['lote'])) {
    system('processar-lote ' . $_GET['lote']);
}
$fixo = 'ls /srv/extratos';
exec($fixo);
$pdo->query(sprintf('SELECT * FROM contas WHERE id = %d AND agencia = %2$u', $_GET['id'], $_GET['agencia']));
`;
    expect(rules(src)).toEqual([]);
    expect(rules(`<?php $pdo->query(sprintf("SELECT * FROM contas WHERE id = %d AND nome = '%s'", $_GET['id'], $_GET['nome']));`)).toEqual(['1:injection-sql']);
  });

  it('acha XSS (echo, print, <?= ?>), arquivos, redirecionamento, SSRF, LDAP, XPath, eval e crase', () => {
    const src = `<?php
$nome = $_GET['nome'];
echo "<h1>Olá $nome</h1>";
print $nome;
include 'paginas/' . $_GET['pagina'];
unlink('/tmp/' . $_POST['arquivo']);
header('Location: ' . $_GET['retorno']);
curl_setopt($ch, CURLOPT_URL, $_POST['url']);
$html = file_get_contents($_GET['url']);
ldap_search($ldap, 'dc=banco', '(uid=' . $_POST['uid'] . ')');
$xpath->query("//cliente[@cpf='" . $_GET['cpf'] . "']");
eval($_POST['formula']);
$saida = \`ls {$_GET['dir']}\`;
preg_replace('/(.*)/e', $_GET['repl'], $texto);
?>
<p><?= $nome ?></p>
`;
    expect(rules(src)).toEqual([
      '10:injection-ldap', '11:injection-xpath', '12:injection-eval', '13:injection-command', '14:injection-eval',
      '16:xss', '3:xss', '4:xss', '5:path-traversal', '6:path-traversal', '7:open-redirect', '8:ssrf', '9:ssrf',
    ]);
    expect(traceOf(src, 'open-redirect')).toEqual(tracePath([7, "entrada: $_GET['retorno']"], [7, 'concatenação'], [7, 'redirecionamento']));
  });

  it('reporta "sink presente" para SQL com dado de origem desconhecida e o achado definitivo quando a consulta é montada na chamada', () => {
    const src = `<?php
function relatorio($db, $consulta, $cpf) {
    $db->query($consulta);
    $db->query("SELECT * FROM clientes WHERE cpf = '$cpf'");
    echo $consulta;
}`;
    expect(rules(src)).toEqual(['3:injection-sql-sink', '4:injection-sql']);
    expect(traceOf(src, 'injection-sql-sink')).toEqual(tracePath([2, 'parâmetro $consulta (origem não vista no arquivo)'], [3, 'execução SQL']));
  });

  it('não interpreta os métodos de classes geradas que não chegam a sink, e ainda acha o que chega', () => {
    const getters = Array.from({ length: 1500 }, (_, i) => `    public function getCampo${i}() { return $this->campo${i}; }`).join('\n');
    const src = `<?php\nclass ExtratoProto {\n${getters}\n    public function buscar() { return mysqli_query($this->conexao, 'SELECT * FROM extrato WHERE conta = ' . $_GET['conta']); }\n}`;
    const started = performance.now();
    const hits = analyzePhp('extrato_pb.php', src);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(hits.map((h) => `${h.line}:${h.ruleId}`)).toEqual(['1503:injection-sql']);
  });

  it('só analisa arquivos PHP com fonte e sink (ou sink de SQL/comando/eval)', () => {
    expect(mayNeedPhpAnalysis('app.php', '<?php echo "olá";')).toBe(false);
    expect(mayNeedPhpAnalysis('app.php', '<?php echo $_GET["x"];')).toBe(true);
    expect(mayNeedPhpAnalysis('lib.php', '<?php function f($db, $q) { return $db->query($q); }')).toBe(true);
    expect(mayNeedPhpAnalysis('app.js', 'echo $_GET["x"];')).toBe(false);
  });
  it('realpath com prefixo da base checado é seguro; o prefixo checado sem realpath, não', () => {
    const src = `<?php
const BASE = '/srv/comprovantes/';
$bruto = BASE . $_GET['arquivo'];
if (str_starts_with($bruto, BASE)) {
    readfile($bruto);
}
$caminho = realpath($bruto);
if ($caminho === false || !str_starts_with($caminho, BASE)) {
    exit;
}
readfile($caminho);
`;
    expect(rules(src)).toEqual(['5:path-traversal']);
  });
  it('parse_url(..., PHP_URL_HOST) comparado com uma constante limita o redirect; com outro dado do cliente, não', () => {
    const src = `<?php
$destino = $_GET['retorno'];
if (parse_url($destino, PHP_URL_HOST) === $_GET['host']) {
    header('Location: ' . $destino);
}
if (parse_url($destino, PHP_URL_HOST) !== 'app.banco.com.br') {
    exit;
}
header('Location: ' . $destino);
`;
    expect(rules(src)).toEqual(['4:open-redirect']);
  });
});
