// Taint across files for the languages with packages or namespaces (src/taint/project/qualified-link.ts):
// Kotlin packages and imports, PHP namespaces, `use` and `require`, C# namespaces and `using`; static and
// instance methods of a class of another file. Real scans of small trees written to disk.
import { describe, expect, it } from 'vitest';
import { scanDirectory, type Finding } from '../src/index.js';
import { makeTree } from './helpers.js';

const at = (findings: readonly Finding[], file: string) => findings.filter((f) => f.file === file && f.rule.startsWith('injection')).map((f) => `${f.line} ${f.rule}`).sort();

async function scan(files: Record<string, string>): Promise<Finding[]> {
  return (await scanDirectory(makeTree(files))).findings;
}

describe('taint entre arquivos: pacotes e namespaces (Kotlin, PHP, C#)', () => {
  it('Kotlin: função de topo importada, método de um object, de um companion object e de uma instância de outro pacote; a classe homônima de um pacote não importado não conta', async () => {
    const findings = await scan({
      'src/main/kotlin/br/com/banco/entrada/Entrada.kt': `package br.com.banco.entrada

import javax.servlet.http.HttpServletRequest

fun cpfDe(request: HttpServletRequest): String = request.getParameter("cpf")

object Cabecalhos {
    fun agencia(request: HttpServletRequest): String = request.getHeader("X-Agencia")
}

class Leitor {
    fun conta(request: HttpServletRequest): String = request.getParameter("conta")
    fun fixa(request: HttpServletRequest): String = "0001"

    companion object {
        fun agendamento(request: HttpServletRequest): String = request.getHeader("X-Agendamento")
        fun canal(request: HttpServletRequest): String = "app"
    }
}
`,
      'src/main/kotlin/br/com/banco/seguro/Cabecalhos.kt': `package br.com.banco.seguro

import javax.servlet.http.HttpServletRequest

object Cabecalhos {
    fun agencia(request: HttpServletRequest): String = "0001"
}
`,
      'src/main/kotlin/br/com/banco/rotas/ExtratoController.kt': `package br.com.banco.rotas

import br.com.banco.entrada.cpfDe
import br.com.banco.entrada.Leitor
import br.com.banco.seguro.Cabecalhos
import javax.servlet.http.HttpServletRequest
import org.springframework.jdbc.core.JdbcTemplate
import org.springframework.web.bind.annotation.*

@RestController
class ExtratoController(private val jdbc: JdbcTemplate) {
    @GetMapping("/extrato")
    fun extrato(request: HttpServletRequest): String {
        jdbc.queryForList("SELECT * FROM extrato WHERE cpf = '" + cpfDe(request) + "'")
        val leitor = Leitor()
        jdbc.queryForList("SELECT * FROM extrato WHERE conta = '" + leitor.conta(request) + "'")
        jdbc.queryForList("SELECT * FROM extrato WHERE fixa = '" + leitor.fixa(request) + "'")
        jdbc.queryForList("SELECT * FROM extrato WHERE agencia = '" + Cabecalhos.agencia(request) + "'")
        jdbc.queryForList("SELECT * FROM extrato WHERE agendamento = '" + Leitor.agendamento(request) + "'")
        jdbc.queryForList("SELECT * FROM extrato WHERE canal = '" + Leitor.canal(request) + "'")
        return "ok"
    }
}
`,
    });
    expect(at(findings, 'src/main/kotlin/br/com/banco/rotas/ExtratoController.kt')).toEqual(['14 injection-sql', '16 injection-sql', '19 injection-sql']);
    const trace = findings.find((f) => f.line === 14)?.trace ?? [];
    expect(trace[0]).toMatchObject({ file: 'src/main/kotlin/br/com/banco/entrada/Entrada.kt', line: 5, kind: 'source' });
    expect(findings.find((f) => f.line === 19)?.trace?.[0]).toMatchObject({ file: 'src/main/kotlin/br/com/banco/entrada/Entrada.kt', line: 16, kind: 'source' });
  });

  it('PHP: classe de outro namespace por `use` (com alias), função de um arquivo incluído por require; o sanitizador de outro arquivo limpa', async () => {
    const findings = await scan({
      'app/Util/Entrada.php': `<?php
namespace App\\Util;

class Entrada
{
    public static function cpf(): string
    {
        return $_GET['cpf'];
    }

    public function conta(): string
    {
        return $_POST['conta'];
    }

    public static function digitos(string $valor): string
    {
        return (string) intval($valor);
    }
}
`,
      'lib/consultas.php': `<?php
function buscarTitular($conexao, $nome)
{
    return $conexao->query("SELECT * FROM titulares WHERE nome = '" . $nome . "'");
}
`,
      'public/extrato.php': `<?php
use App\\Util\\Entrada as In;

require_once __DIR__ . '/../lib/consultas.php';

$conexao = new PDO('pgsql:host=banco;dbname=extrato');
$conexao->query("SELECT * FROM extrato WHERE cpf = '" . In::cpf() . "'");
$entrada = new In();
$conexao->query("SELECT * FROM extrato WHERE conta = '" . $entrada->conta() . "'");
$conexao->query("SELECT * FROM extrato WHERE agencia = '" . In::digitos($_GET['agencia']) . "'");
buscarTitular($conexao, $_GET['nome']);
buscarTitular($conexao, 'Maria');
`,
    });
    expect(at(findings, 'public/extrato.php')).toEqual(['11 injection-sql', '7 injection-sql', '9 injection-sql']);
  });

  it('C#: classe estática de um namespace por `using`, e de um namespace que envolve o do arquivo; um namespace não importado não conta', async () => {
    const findings = await scan({
      'Banco/Util/Requisicao.cs': `using Microsoft.AspNetCore.Http;

namespace Banco.Util;

public static class Requisicao
{
    public static string Cpf(HttpRequest request) => request.Query["cpf"];
}
`,
      'Banco/Api/Parametros.cs': `using Microsoft.AspNetCore.Http;

namespace Banco.Api
{
    public static class Parametros
    {
        public static string Conta(HttpRequest request) => request.Query["conta"];
    }
}
`,
      'Outro/Cabecalho.cs': `using Microsoft.AspNetCore.Http;

namespace Outro.Lugar;

public static class Cabecalho
{
    public static string Agencia(HttpRequest request) => request.Headers["X-Agencia"];
}
`,
      'Banco/Api/Rotas/ExtratoController.cs': `using Banco.Util;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Data.SqlClient;

namespace Banco.Api.Rotas;

public class ExtratoController : ControllerBase
{
    private readonly SqlConnection conexao;

    [HttpGet("extrato")]
    public IActionResult Extrato()
    {
        var porCpf = new SqlCommand("SELECT * FROM extrato WHERE cpf = '" + Requisicao.Cpf(Request) + "'", conexao);
        var porConta = new SqlCommand("SELECT * FROM extrato WHERE conta = '" + Parametros.Conta(Request) + "'", conexao);
        var porAgencia = new SqlCommand("SELECT * FROM extrato WHERE agencia = '" + Cabecalho.Agencia(Request) + "'", conexao);
        return Ok();
    }
}
`,
    });
    // Cabecalho's namespace is not imported: its call stays a call with the request (origin not seen), never the other file's source.
    const rotas = findings.filter((f) => f.file === 'Banco/Api/Rotas/ExtratoController.cs');
    expect(rotas.filter((f) => f.line === 14 || f.line === 15).map((f) => `${f.line} ${f.rule}`).sort()).toEqual(['14 injection-sql', '15 injection-sql']);
    expect(rotas.find((f) => f.line === 14)?.trace?.[0]).toMatchObject({ file: 'Banco/Util/Requisicao.cs', kind: 'source' });
    expect(rotas.find((f) => f.line === 16)?.trace?.some((s) => s.file === 'Outro/Cabecalho.cs')).not.toBe(true);
  });
});
