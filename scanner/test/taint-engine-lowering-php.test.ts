// The PHP frontend's lowering to IR, read back through the printer: constants (const, define), a controller
// action (decorator Controller) and its class's constructor, `.`/`.=` and interpolation, sprintf with a
// numeric conversion, in_array as an allow-list check, array_map with a function name, echo and `<?= ?>`,
// $_SERVER by key, and a Route:: closure as an action of its own.
import { describe, expect, it } from 'vitest';
import { lowerPhp, parsePhp } from '../src/taint/frontends/php.js';
import { printBlock, printFunction } from '../src/taint/ir/printer.js';

const SRC = `<?php
const TABELA = 'extrato';
define('LIMITE', 10);
class ExtratoController extends Controller
{
    private $db;
    public function __construct($db) { $this->db = $db; }
    public function extrato(Request $request, $agencia, int $limite)
    {
        $conta = $request->input('conta');
        $sql = "SELECT * FROM " . TABELA . " WHERE conta = '$conta'";
        $sql .= sprintf(' AND agencia = %d', $agencia);
        if (!in_array($conta, ['1', '2'], true)) {
            exit;
        }
        $ids = array_map('intval', $_GET['ids']);
        echo $conta, $_SERVER['HTTP_REFERER'];
        return $this->db->query($sql);
    }
}
Route::get('/pix/{chave}', function ($chave) { return $chave; });
?>
<p><?= $nome ?></p>
`;
describe('frontend PHP: da árvore à IR', () => {
  const module = lowerPhp('extrato.php', parsePhp(SRC));

  it('constantes, a classe, o closure de Route:: (nomeado, fora do corpo) e o <?= ?> no corpo do módulo', () => {
    const lines = printBlock(module.body).split('\n');
    expect(lines.slice(0, 2)).toEqual(['let TABELA = "extrato"', 'let LIMITE = 10']);
    expect(lines.slice(-2)).toEqual(['Route.get("/pix/{chave}", "Route::get /pix/{chave}")', 'echo($nome)']);
  });

  it('uma ação de controller: tipos dos parâmetros, concatenação, sprintf, in_array, array_map, echo e $_SERVER', () => {
    const action = module.functions.find((fn) => fn.name === 'extrato');
    expect(action?.className).toBe('ExtratoController');
    expect(action?.decorators).toEqual(['Controller']);
    expect(action?.params.map((p) => `${p.name}: ${p.type}`)).toEqual(['$request: Request', '$agencia: ', '$limite: int']);
    expect(printFunction(action as NonNullable<typeof action>)).toEqual([
      '@Controller function extrato($request, $agencia, $limite)',
      '  ($conta = $request.input("conta"))',
      '  ($sql = (("SELECT * FROM " + TABELA) + template(" WHERE conta = \'", $conta, "\'")))',
      '  ($sql + template(" AND agencia = ", intval($agencia), ""))',
      '  if (! ["1", "2"].includes($conta))',
      '    exit()',
      '  ($ids = [intval($_GET.ids[unknown()])])',
      '  echo($conta, $_SERVER.HTTP_REFERER)',
      '  return this.db.query($sql)',
    ]);
  });

  it('__construct é o construtor; o closure de rota é uma ação com os segmentos como parâmetros', () => {
    const constructor = module.functions.find((fn) => fn.name === 'constructor');
    expect(constructor && printFunction(constructor)).toEqual(['function constructor($db)', '  (this.db = $db)']);
    const route = module.functions.find((fn) => fn.name.startsWith('Route::'));
    expect(route && printFunction(route)).toEqual(['@Controller function Route::get /pix/{chave}($chave)', '  return $chave']);
  });
});
