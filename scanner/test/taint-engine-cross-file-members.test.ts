// Calls into another file's class without its name at the call (src/taint/project/qualified-members.ts):
// C# `using static` and Java `import static` (one member, or all), and the parts of a C# partial class in
// several files calling each other bare or called through the class. Real scans of small trees on disk.
import { describe, expect, it } from 'vitest';
import { scanDirectory, type Finding } from '../src/index.js';
import { makeTree } from './helpers.js';

const at = (findings: readonly Finding[], file: string) => findings.filter((f) => f.file === file && f.rule.startsWith('injection')).map((f) => `${f.line} ${f.rule}`).sort();

const traceFiles = (findings: readonly Finding[], file: string, line: number) => findings.filter((f) => f.file === file && f.line === line).flatMap((f) => (f.trace ?? []).map((s) => s.file));

async function scan(files: Record<string, string>): Promise<Finding[]> {
  return (await scanDirectory(makeTree(files))).findings;
}

const csharpHelpers = {
  'Banco/Util/Requisicao.cs': `using Microsoft.AspNetCore.Http;

namespace Banco.Util;

public static class Requisicao
{
    public static string Cpf(HttpRequest request) => request.Query["cpf"];
    public static string Fixo(HttpRequest request) => "0001";
}
`,
  'Outro/Lugar/Cabecalho.cs': `using Microsoft.AspNetCore.Http;

namespace Outro.Lugar;

public static class Cabecalho
{
    public static string Agencia(HttpRequest request) => request.Headers["X-Agencia"];
}
`,
};

describe('taint entre arquivos: membros estáticos importados e classes parciais', () => {
  it('C#: `using static` chama os métodos estáticos da classe sem o nome dela; uma classe sem `using static` não conta', async () => {
    const findings = await scan({
      ...csharpHelpers,
      'Banco/Api/ExtratoController.cs': `using static Banco.Util.Requisicao;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Data.SqlClient;

namespace Banco.Api;

public class ExtratoController : ControllerBase
{
    private readonly SqlConnection conexao;

    [HttpGet("extrato")]
    public IActionResult Extrato()
    {
        var porCpf = new SqlCommand("SELECT * FROM extrato WHERE cpf = '" + Cpf(Request) + "'", conexao);
        var fixo = new SqlCommand("SELECT * FROM extrato WHERE agencia = '" + Fixo(Request) + "'", conexao);
        var porAgencia = new SqlCommand("SELECT * FROM extrato WHERE agencia = '" + Agencia(Request) + "'", conexao);
        return Ok();
    }
}
`,
    });
    const lines = at(findings, 'Banco/Api/ExtratoController.cs');
    expect(lines).toContain('14 injection-sql');
    expect(lines.filter((l) => l.startsWith('15 '))).toEqual([]);
    // The trace starts where the imported class reads the request; Agencia's class is not imported
    // statically, so its call stays a call with the request (origin not seen), never the other file's source.
    expect(traceFiles(findings, 'Banco/Api/ExtratoController.cs', 14)).toContain('Banco/Util/Requisicao.cs');
    expect(traceFiles(findings, 'Banco/Api/ExtratoController.cs', 16)).not.toContain('Outro/Lugar/Cabecalho.cs');
  });

  it('Java: `import static` de um membro e de todos os membros de uma classe de outro pacote', async () => {
    const findings = await scan({
      'src/br/com/banco/util/Entrada.java': `package br.com.banco.util;

import javax.servlet.http.HttpServletRequest;

public final class Entrada {
  public static String cpf(HttpServletRequest request) { return request.getParameter("cpf"); }
  public static String conta(HttpServletRequest request) { return request.getParameter("conta"); }
  public static String fixa(HttpServletRequest request) { return "0001"; }
}
`,
      'src/br/com/banco/web/ExtratoServlet.java': `package br.com.banco.web;

import static br.com.banco.util.Entrada.cpf;
import java.sql.Connection;
import javax.servlet.http.*;

class ExtratoServlet extends HttpServlet {
  private Connection conexao;

  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
    conexao.createStatement().executeQuery("SELECT * FROM extrato WHERE cpf = '" + cpf(request) + "'");
  }
}
`,
      'src/br/com/banco/web/ContaServlet.java': `package br.com.banco.web;

import static br.com.banco.util.Entrada.*;
import java.sql.Connection;
import javax.servlet.http.*;

class ContaServlet extends HttpServlet {
  private Connection conexao;

  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
    conexao.createStatement().executeQuery("SELECT * FROM contas WHERE conta = '" + conta(request) + "'");
    conexao.createStatement().executeQuery("SELECT * FROM contas WHERE agencia = '" + fixa(request) + "'");
  }
}
`,
    });
    expect(at(findings, 'src/br/com/banco/web/ExtratoServlet.java')).toEqual(['11 injection-sql']);
    const conta = at(findings, 'src/br/com/banco/web/ContaServlet.java');
    expect(conta).toContain('11 injection-sql');
    expect(conta.filter((l) => l.startsWith('12 '))).toEqual([]);
  });

  it('C#: as partes de uma classe parcial em vários arquivos se chamam sem nome e são chamadas pela classe; chamada pela classe chega à outra parte', async () => {
    const findings = await scan({
      'Banco/Contas/Conta.cs': `using Microsoft.AspNetCore.Http;
using Microsoft.Data.SqlClient;

namespace Banco.Contas;

public static partial class Conta
{
    private static SqlConnection conexao;

    public static void Buscar(HttpRequest request)
    {
        var cmd = new SqlCommand("SELECT * FROM contas WHERE cpf = '" + CpfDe(request) + "'", conexao);
        var fixo = new SqlCommand("SELECT * FROM contas WHERE cpf = '" + Padrao(request) + "'", conexao);
    }
}
`,
      'Banco/Contas/Conta.Entrada.cs': `using Microsoft.AspNetCore.Http;

namespace Banco.Contas;

public static partial class Conta
{
    public static string CpfDe(HttpRequest request) => request.Query["cpf"];
    public static string Padrao(HttpRequest request) => "000.000.000-00";
}
`,
      'Banco/Api/ContaController.cs': `using Banco.Contas;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Data.SqlClient;

namespace Banco.Api;

public class ContaController : ControllerBase
{
    private readonly SqlConnection conexao;

    [HttpGet("conta")]
    public IActionResult Consultar()
    {
        var cmd = new SqlCommand("SELECT * FROM contas WHERE cpf = '" + Conta.CpfDe(Request) + "'", conexao);
        return Ok();
    }
}
`,
    });
    // The part's helper reads the request itself: a definite finding, its trace in the other part.
    expect(at(findings, 'Banco/Contas/Conta.cs')).toEqual(['12 injection-sql']);
    expect(traceFiles(findings, 'Banco/Contas/Conta.cs', 12)).toContain('Banco/Contas/Conta.Entrada.cs');
    expect(at(findings, 'Banco/Api/ContaController.cs')).toEqual(['14 injection-sql']);
  });
});
