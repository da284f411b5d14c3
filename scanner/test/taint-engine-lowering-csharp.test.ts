// The C# frontend's lowering to IR, read back through the printer: a controller action's decorators (its
// attributes, its class's attributes and base type), a parameter's attribute and simple type, a field as
// the object's state with its initial value, tuples, `$"..."` templates, `out var`, an object initializer
// (named arguments that write the new object's properties) and a minimal API lambda as its own entry point.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lowerCSharp, parseCSharp } from '../src/taint/frontends/csharp.js';
import { printBlock, printFunction } from '../src/taint/ir/printer.js';

const SRC = `[ApiController]
public class PixController : ControllerBase
{
    private readonly string tabela = "pix";

    [HttpGet("pix")]
    public IActionResult Consultar([FromQuery] string chave, ILogger<PixController>? log)
    {
        var (tipo, pais) = (chave, "BR");
        var sql = $"SELECT * FROM {tabela} WHERE chave = '{chave}'";
        if (Guid.TryParse(chave, out var id)) Registrar(id);
        var psi = new ProcessStartInfo { FileName = "cmd.exe", Arguments = tipo };
        return Ok(sql);
    }

    private void Registrar(Guid id) { }
}
var app = WebApplication.Create(args);
app.MapGet("/saldo/{conta}", (string conta) => conta);
`;

describe('frontend C#: da árvore à IR', () => {
  const module = lowerCSharp('PixController.cs', parseCSharp(SRC));

  it('a classe declara seus campos com o valor inicial; as instruções de topo (Program.cs) são o corpo do módulo', () => {
    expect(printBlock(module.body).split('\n').slice(0, 3)).toEqual(['class PixController', '  field tabela = "pix"', 'let app = WebApplication.Create(args)']);
  });

  it('a ação leva os atributos dela e da classe e o tipo base; o parâmetro, o atributo e o tipo simples', () => {
    const action = module.functions.find((fn) => fn.name === 'Consultar');
    expect(action?.className).toBe('PixController');
    expect(action?.decorators).toEqual(['HttpGet', 'ApiController', 'ControllerBase']);
    expect(action?.params.map((p) => [p.name, p.type, p.decorators])).toEqual([['chave', 'string', ['FromQuery']], ['log', 'ILogger', []]]);
    expect(printFunction(action as NonNullable<typeof action>).slice(1)).toEqual([
      '  let [tipo, pais] = [chave, "BR"]',
      '  let sql = template("SELECT * FROM ", this.tabela, " WHERE chave = \'", chave, "\'")',
      '  if Guid.TryParse(chave, (id = unknown()))',
      '    Registrar(id)',
      '  let psi = new ProcessStartInfo(FileName=(ProcessStartInfo.FileName = "cmd.exe"), Arguments=(ProcessStartInfo.Arguments = tipo))',
      '  return Ok(sql)',
    ]);
  });

  it('um método privado não herda os atributos da classe; a lambda de MapGet é um ponto de entrada com nome que ninguém chama', () => {
    expect(module.functions.find((fn) => fn.name === 'Registrar')?.decorators).toEqual([]);
    const route = module.functions.find((fn) => fn.decorators.includes('MapRoute'));
    expect(route?.name.startsWith('MapGet ')).toBe(true);
    expect(route?.params.map((p) => p.name)).toEqual(['conta']);
    expect(module.calledNames.has(route?.name ?? '')).toBe(false);
    expect([...module.calledNames].sort()).toEqual(['Ok', 'Registrar']);
  });

  it('lê os arquivos C# do corpus sem perder nenhum (nenhum nó de erro vira exceção)', () => {
    const text = readFileSync(new URL('../corpus/injection/TransferenciasController.cs', import.meta.url), 'utf8');
    expect(lowerCSharp('TransferenciasController.cs', parseCSharp(text)).functions.length).toBeGreaterThan(0);
  });
});
