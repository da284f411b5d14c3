// The PHP models (plain PHP, Laravel, Symfony): every row with a true case of our own and a look-alike,
// through the IR engine.
import { describe, expect, it } from 'vitest';
import { modelsFor } from '../src/taint/models/load.js';
import { mayHoldFlow } from '../src/taint/models/prefilter.js';
import { phpConfigurationCases } from './model-rows-configuration.js';
import { describeModelRows, type RowCase } from './model-rows.js';

/** A plain PHP script of our own around `body` (`$c` is the client's `conta`). */
const script = (body: string): string => `<?php\n$conexao = new PDO('pgsql:host=banco;dbname=extratos');\n$c = $_GET['conta'];\n${body}\n`;
/** A Laravel controller action around `body`. */
const laravel = (body: string): string => `<?php\nclass ExtratoController extends Controller\n{\n    public function extrato(Request $request)\n    {\n        $c = $request->input('conta');\n        ${body}\n    }\n}\n`;
/** A Symfony controller action around `body`. */
const symfony = (body: string): string => `<?php\nclass PixController extends AbstractController\n{\n    public function pix(Request $request, Connection $conexao)\n    {\n        ${body}\n    }\n}\n`;

const flows: RowCase[] = [
  { row: 'request-type', rule: 'path-traversal', truth: "<?php\nfunction baixar(Request $request) {\n    readfile('/srv/' . $request->input('arquivo'));\n}\n", lookalike: "<?php\nfunction baixar(Pedido $request) {\n    readfile('/srv/' . $request->input('arquivo'));\n}\n" },
  { row: 'controller-actions', rule: 'path-traversal', truth: "<?php\nclass ReciboController extends Controller {\n    public function baixar($arquivo) {\n        readfile('/srv/recibos/' . $arquivo);\n    }\n}\n", lookalike: "<?php\nclass ReciboServico {\n    public function baixar($arquivo) {\n        readfile('/srv/recibos/' . $arquivo);\n    }\n}\n" },
  { row: 'request-getters', rule: 'path-traversal', truth: laravel("readfile('/srv/' . $request->query('arquivo'));"), lookalike: laravel("readfile('/srv/' . $request->method());") },
  { row: 'request-magic-properties', rule: 'path-traversal', truth: laravel("readfile('/srv/' . $request->arquivo);"), lookalike: laravel("readfile('/srv/' . $request->user()->arquivo);") },
  { row: 'request-helper', rule: 'path-traversal', truth: "<?php\nreadfile('/srv/' . request('arquivo'));\n", lookalike: "<?php\n$x = request();\nreadfile('/srv/' . config('arquivo'));\n" },
  { row: 'db-facade', rule: 'injection-sql', truth: laravel(`DB::select("SELECT * FROM extrato WHERE conta = '" . $c . "'");`), lookalike: laravel(`Cache::select("SELECT * FROM extrato WHERE conta = '" . $c . "'");`) },
  { row: 'raw-clauses', rule: 'injection-sql', truth: laravel(`Extrato::whereRaw("conta = '" . $c . "'")->get();`), lookalike: laravel("Extrato::where('conta', $c)->get();") },
  { row: 'redirect-helper', rule: 'open-redirect', truth: laravel('return redirect($c);'), lookalike: laravel("return redirect('/painel?conta=' . $c);") },
  { row: 'redirect-to', rule: 'open-redirect', truth: laravel('return Redirect::to($c);'), lookalike: laravel('return Url::to($c);') },
  { row: 'response-helper', rule: 'xss', truth: laravel("return response('<p>' . $c);"), lookalike: laravel("return response()->json(['conta' => $c]);") },
  { row: 'blade-render', rule: 'template-injection', truth: laravel('return Blade::render($c);'), lookalike: laravel("return View::make('extrato', ['conta' => $c]);") },
  { row: 'superglobals', rule: 'path-traversal', truth: "<?php\nreadfile('/srv/' . $_POST['arquivo']);\n", lookalike: "<?php\nreadfile('/srv/' . $_ENV['arquivo']);\n" },
  { row: 'server-client-entries', rule: 'path-traversal', truth: "<?php\nreadfile('/srv' . $_SERVER['REQUEST_URI']);\n", lookalike: "<?php\nreadfile('/srv' . $_SERVER['DOCUMENT_ROOT']);\n" },
  { row: 'server-client-keys', rule: 'injection-sql', truth: script(`$conexao->query("SELECT * FROM canais WHERE nome = '" . $_SERVER['HTTP_X_CANAL'] . "'");`), lookalike: script(`$conexao->query("SELECT * FROM canais WHERE nome = '" . $_SERVER['SERVER_NAME'] . "'");`) },
  { row: 'raw-body', rule: 'path-traversal', truth: "<?php\n$pedido = json_decode(file_get_contents('php://input'), true);\nreadfile('/srv/' . $pedido['arquivo']);\n", lookalike: "<?php\n$pedido = json_decode(file_get_contents('/srv/pedido.json'), true);\nreadfile('/srv/' . $pedido['arquivo']);\n" },
  { row: 'filter-input', rule: 'path-traversal', truth: "<?php\nreadfile('/srv/' . filter_input(INPUT_GET, 'arquivo'));\n", lookalike: "<?php\nreadfile('/srv/' . filter_var('extrato.pdf', FILTER_DEFAULT));\n" },
  { row: 'echo-print', rule: 'xss', truth: script("echo '<p>' . $c . '</p>';"), lookalike: script("error_log('<p>' . $c . '</p>');") },
  { row: 'mysqli-functions', rule: 'injection-sql', truth: script(`mysqli_query($conexao, "SELECT * FROM extrato WHERE conta = '$c'");`), lookalike: script('mysqli_set_charset($conexao, $c);') },
  { row: 'pg-query', rule: 'injection-sql', truth: script(`pg_query($conexao, "SELECT * FROM extrato WHERE conta = '$c'");`), lookalike: script("pg_query_params($conexao, 'SELECT * FROM extrato WHERE conta = $1', [$c]);") },
  { row: 'database-methods', rule: 'injection-sql', truth: script(`$conexao->query("SELECT * FROM extrato WHERE conta = '$c'");`), lookalike: script(`$fila->query("SELECT * FROM extrato WHERE conta = '$c'");`) },
  { row: 'process-functions', rule: 'injection-command', truth: script("system('gerar-extrato ' . $c);"), lookalike: script("syslog(LOG_INFO, 'gerar-extrato ' . $c);") },
  { row: 'code-evaluation', rule: 'injection-eval', truth: script("eval('return ' . $c . ';');"), lookalike: script("json_decode('[' . $c . ']');") },
  { row: 'include-require', rule: 'path-traversal', truth: script("include '/srv/paginas/' . $c;"), lookalike: script("include '/srv/paginas/inicio.php';\necho strlen($c);") },
  { row: 'url-reads', rule: 'ssrf', truth: script("$urlRetorno = $_GET['retorno'];\nfile_get_contents($urlRetorno);"), lookalike: script("file_get_contents('/srv/extratos/' . $c);") },
  { row: 'file-functions', rule: 'path-traversal', truth: script("unlink('/srv/tmp/' . $c);"), lookalike: script("strtolower('/srv/tmp/' . $c);") },
  { row: 'file-two-paths', rule: 'path-traversal', truth: script("copy('/srv/modelo.pdf', '/srv/extratos/' . $c);"), lookalike: script("array_merge(['/srv/modelo.pdf'], ['/srv/extratos/' . $c]);") },
  { row: 'move-uploaded-file', rule: 'path-traversal', truth: script("move_uploaded_file($_FILES['recibo']['tmp_name'], '/srv/recibos/' . $c);"), lookalike: script("is_uploaded_file('/srv/recibos/' . $c);") },
  { row: 'header-location', rule: 'open-redirect', truth: script("header('Location: ' . $c);"), lookalike: script("header('X-Conta: ' . $c);") },
  { row: 'outgoing-requests', rule: 'ssrf', truth: script('$ch = curl_init($c);'), lookalike: script("$ch = curl_init('https://api.banco.com.br/saldo?conta=' . $c);") },
  { row: 'curl-url-option', rule: 'ssrf', truth: script('curl_setopt($ch, CURLOPT_URL, $c);'), lookalike: script('curl_setopt($ch, CURLOPT_POSTFIELDS, $c);') },
  { row: 'smarty-string-template', rule: 'template-injection', truth: script("$smarty->fetch('string:' . $c);"), lookalike: script("$smarty->assign('conta', $c);\n$smarty->fetch('extrato.tpl');") },
  { row: 'ldap-functions', rule: 'injection-ldap', truth: script("ldap_search($ldap, 'dc=banco', '(uid=' . $c . ')');"), lookalike: script("ldap_get_option($ldap, LDAP_OPT_REFERRALS, '(uid=' . $c . ')');") },
  { row: 'xpath-query', rule: 'injection-xpath', truth: script(`$xpath->query("//conta[@numero='" . $c . "']");`), lookalike: script(`$fila->query("//conta[@numero='" . $c . "']");`) },
  { row: 'preg-replace-eval-modifier', rule: 'injection-eval', truth: script("preg_replace('/(.*)/e', $c, $modelo);"), lookalike: script("preg_replace('/(.*)/i', $c, $modelo);") },
  { row: 'regex-functions', rule: 'regex-injection', truth: script("preg_match('/' . $c . '/', $texto);"), lookalike: script("preg_match('/^[0-9]+$/', $c);") },
  { row: 'request-bags', rule: 'injection-sql', truth: symfony(`$conexao->executeQuery("SELECT * FROM chaves WHERE chave = '" . $request->query->get('chave') . "'");`), lookalike: symfony(`$conexao->executeQuery("SELECT * FROM chaves WHERE chave = '" . $request->getMethod() . "'");`) },
  { row: 'request-readers', rule: 'injection-sql', truth: symfony(`$conexao->executeQuery("SELECT * FROM acessos WHERE uri = '" . $request->getRequestUri() . "'");`), lookalike: symfony(`$conexao->executeQuery("SELECT * FROM acessos WHERE uri = '" . $request->getLocale() . "'");`) },
  { row: 'redirect-response', rule: 'open-redirect', truth: symfony("return new RedirectResponse($request->query->get('volta'));"), lookalike: symfony("return new JsonResponse($request->query->get('volta'));") },
  { row: 'controller-redirect', rule: 'open-redirect', truth: symfony("return $this->redirect($request->query->get('volta'));"), lookalike: symfony("return $this->redirectToRoute('painel', ['volta' => $request->query->get('volta')]);") },
  { row: 'response', rule: 'xss', truth: symfony("return new Response('<p>' . $request->query->get('nome'));"), lookalike: symfony("return new JsonResponse(['nome' => $request->query->get('nome')]);") },
  { row: 'dbal-queries', rule: 'injection-sql', truth: symfony(`$conexao->fetchAllAssociative("SELECT * FROM chaves WHERE chave = '" . $request->query->get('chave') . "'");`), lookalike: symfony("$conexao->fetchAllAssociative('SELECT * FROM chaves WHERE chave = ?', [$request->query->get('chave')]);") },
  { row: 'twig-create-template', rule: 'template-injection', truth: symfony("return $this->twig->createTemplate($request->request->get('modelo'));"), lookalike: symfony("return $this->twig->render('recibo.html.twig', ['modelo' => $request->request->get('modelo')]);") },
];

const cleaners: RowCase[] = [
  { row: 'in-array-membership', rule: 'injection-sql', truth: script("if (in_array($c, ['corrente', 'poupanca'])) { $conexao->query(\"SELECT * FROM contas WHERE tipo = '\" . $c . \"'\"); }"), lookalike: script("if (in_array($c, [$_GET['a'], 'poupanca'])) { $conexao->query(\"SELECT * FROM contas WHERE tipo = '\" . $c . \"'\"); }") },
  { row: 'preg-match-anchored', rule: 'injection-sql', truth: script("if (preg_match('/^[0-9]+$/', $c)) { $conexao->query('SELECT * FROM contas WHERE id = ' . $c); }"), lookalike: script("if (preg_match('/[0-9]+/', $c)) { $conexao->query('SELECT * FROM contas WHERE id = ' . $c); }") },
  { row: 'character-class-checks', rule: 'injection-sql', truth: script("if (ctype_digit($c)) { $conexao->query('SELECT * FROM contas WHERE id = ' . $c); }"), lookalike: script("if (ctype_print($c)) { $conexao->query('SELECT * FROM contas WHERE id = ' . $c); }") },
  { row: 'normalized-path-prefix', rule: 'path-traversal', truth: script("$alvo = realpath('/srv/recibos/' . $c);\nif (str_starts_with($alvo, '/srv/recibos/')) { readfile($alvo); }"), lookalike: script("$alvo = '/srv/recibos/' . $c;\nif (str_starts_with($alvo, '/srv/recibos/')) { readfile($alvo); }") },
  { row: 'escape-helper', rule: 'xss', truth: laravel("echo '<p>' . e($c);"), lookalike: laravel("echo '<p>' . trim($c);") },
  { row: 'scalar-getters', rule: 'injection-sql', truth: laravel("DB::select('SELECT * FROM extrato LIMIT ' . $request->integer('limite'));"), lookalike: laravel("DB::select('SELECT * FROM extrato LIMIT ' . $request->input('limite'));") },
  { row: 'numbers-and-hashes', rule: 'injection-sql', truth: script("$conexao->query('SELECT * FROM extrato WHERE conta = ' . intval($c));"), lookalike: script("$conexao->query('SELECT * FROM extrato WHERE conta = ' . trim($c));") },
  { row: 'html-escaping', rule: 'xss', truth: script("echo '<p>' . htmlspecialchars($c);"), lookalike: script("echo '<p>' . ucfirst($c);") },
  { row: 'url-encoding', rule: 'path-traversal', truth: script("readfile('/srv/' . urlencode($c));"), lookalike: script("readfile('/srv/' . strtolower($c));") },
  { row: 'shell-escaping', rule: 'injection-command', truth: script("system('gerar-extrato ' . escapeshellarg($c));"), lookalike: script("system('gerar-extrato ' . addslashes($c));") },
  { row: 'base-name', rule: 'path-traversal', truth: script("readfile('/srv/' . basename($c));"), lookalike: script("readfile('/srv/' . dirname($c));") },
  { row: 'sql-escaping', rule: 'injection-sql', truth: script(`$conexao->query("SELECT * FROM extrato WHERE conta = '" . addslashes($c) . "'");`), lookalike: script(`$conexao->query("SELECT * FROM extrato WHERE conta = '" . stripslashes($c) . "'");`) },
  { row: 'sql-escaping-connection', rule: 'injection-sql', truth: script(`$link = mysqli_connect('banco');\nmysqli_query($link, "SELECT * FROM extrato WHERE conta = '" . mysqli_real_escape_string($link, $c) . "'");`), lookalike: script(`$link = mysqli_connect('banco');\nmysqli_query($link, "SELECT * FROM extrato WHERE conta = '" . mysqli_character_set_name($link, $c) . "'");`) },
  { row: 'sql-quoting-methods', rule: 'injection-sql', truth: script(`$conexao->query('SELECT * FROM extrato WHERE conta = ' . $conexao->quote($c));`), lookalike: script(`$conexao->query('SELECT * FROM extrato WHERE conta = ' . $formatador->quote($c));`) },
  { row: 'ldap-escaping', rule: 'injection-ldap', truth: script("ldap_search($ldap, 'dc=banco', '(uid=' . ldap_escape($c) . ')');"), lookalike: script("ldap_search($ldap, 'dc=banco', '(uid=' . ltrim($c) . ')');") },
  { row: 'regex-quoting', rule: 'regex-injection', truth: script("preg_match('/' . preg_quote($c, '/') . '/', $texto);"), lookalike: script("preg_match('/' . rtrim($c) . '/', $texto);") },
  { row: 'scalar-parameter-types', rule: 'injection-sql', truth: "<?php\nclass ExtratoController extends Controller {\n    public function extrato(int $limite) {\n        DB::select('SELECT * FROM extrato LIMIT ' . $limite);\n    }\n}\n", lookalike: "<?php\nclass ExtratoController extends Controller {\n    public function extrato(string $limite) {\n        DB::select('SELECT * FROM extrato LIMIT ' . $limite);\n    }\n}\n" },
  { row: 'scalar-results', rule: 'injection-sql', truth: script("$conexao->query('SELECT * FROM extrato LIMIT ' . strpos($c, '0'));"), lookalike: script("$conexao->query('SELECT * FROM extrato LIMIT ' . substr($c, 0, 2));") },
  { row: 'regex-subject', rule: 'injection-sql', truth: script("$conexao->query('SELECT * FROM extrato WHERE agencia = ' . preg_replace('/[^0-9]/', '', '0001'));"), lookalike: script("$conexao->query('SELECT * FROM extrato WHERE agencia = ' . preg_replace('/[^0-9]/', '', $c));") },
  { row: 'collection-callbacks', rule: 'injection-sql', truth: script("$contas = [$c];\narray_walk($contas, function ($conta) use ($conexao) { $conexao->query('SELECT * FROM extrato WHERE conta = ' . intval($conta)); });"), lookalike: script("$contas = [$c];\nforeach ($contas as $conta) { $conexao->query('SELECT * FROM extrato WHERE conta = ' . $conta); }") },
  { row: 'exits', rule: 'injection-sql', truth: script("if (!ctype_digit($c)) {\n    die('conta inválida');\n}\n$conexao->query('SELECT * FROM extrato WHERE conta = ' . $c);"), lookalike: script("if (!ctype_digit($c)) {\n    error_log('conta inválida');\n}\n$conexao->query('SELECT * FROM extrato WHERE conta = ' . $c);") },
  { row: 'scalar-bag-getters', rule: 'injection-sql', truth: symfony("$conexao->executeQuery('SELECT * FROM chaves LIMIT ' . $request->query->getInt('limite'));"), lookalike: symfony("$conexao->executeQuery('SELECT * FROM chaves LIMIT ' . $request->query->get('limite'));") },
];

describeModelRows('php', 'extrato.php', [...flows, ...phpConfigurationCases], cleaners);

describe('prefiltro derivado das linhas de PHP', () => {
  const models = modelsFor('php');
  it('abre um script com superglobal e sink, um controller e um sink SQL mesmo sem fonte; não abre código sem sink', () => {
    expect(mayHoldFlow(models, "<?php $pdo->query('x' . $_GET['c']);")).toBe(true);
    expect(mayHoldFlow(models, "<?php DB::select('x' . $request->input('c'));")).toBe(true);
    expect(mayHoldFlow(models, '<?php $conexao->exec($sql);')).toBe(true);
    expect(mayHoldFlow(models, '<?php function soma($a, $b) { return $a + $b; }')).toBe(false);
  });

  it('as construções sem parênteses também vêm das linhas (echo, print, include, <?=, crase, controller, Route::, $_SERVER[...]); as parecidas não abrem', () => {
    const opens = (text: string): boolean => mayHoldFlow(models, text);
    expect(opens("<?php echo 'Olá, ' . $_GET['nome'];")).toBe(true);
    expect(opens("<?php $echo = 'Olá, ' . $_GET['nome'];")).toBe(false);
    expect(opens("<?php print $_POST['nome'];")).toBe(true);
    expect(opens("<?php $printer = $_POST['nome'];")).toBe(false);
    expect(opens("<?php include $_GET['pagina'] . '.php';")).toBe(true);
    expect(opens("<?php $includes = [$_GET['pagina']];")).toBe(false);
    expect(opens("<p><?= $_GET['nome'] ?></p>")).toBe(true);
    expect(opens("<p><?php $nome = $_GET['nome']; ?></p>")).toBe(false);
    expect(opens('<?php $saida = `ls ${dir}`;')).toBe(true);
    expect(opens("<?php $sql = 'SELECT `conta` FROM extratos';")).toBe(false);
    expect(opens('<?php class ReciboController extends Controller { public function ver($id) { echo $id; } }')).toBe(true);
    expect(opens('<?php class Recibo extends Model { public function ver($id) { echo $id; } }')).toBe(false);
    expect(opens("<?php Route::get('/recibo/{id}', function ($id) { echo $id; });")).toBe(true);
    expect(opens("<?php Cache::get('/recibo/{id}', function ($id) { echo $id; });")).toBe(false);
    expect(opens("<?php echo $_SERVER['REQUEST_URI'];")).toBe(true);
    expect(opens('<?php echo $SERVER_NAME;')).toBe(false);
  });
});
