// The Go models (net/http, database/sql, os/exec, templates, strconv, gin, echo, fiber, chi, go-ldap,
// xmlquery): every row with a true case of our own and a look-alike, through the IR engine.
import { describe, expect, it } from 'vitest';
import { modelsFor } from '../src/taint/models/load.js';
import { mayHoldFlow } from '../src/taint/models/prefilter.js';
import { describeModelRows, type RowCase } from './model-rows.js';
import { goConfigurationCases } from './model-rows-configuration.js';

const IMPORTS = 'import (\n\t"database/sql"\n\t"net/http"\n\t"os"\n\t"os/exec"\n\t"fmt"\n\t"strings"\n)\n\nvar db *sql.DB\n\n';
/** A net/http handler of our own around `body` (`c` is the client's `conta`). */
const handler = (body: string, imports = IMPORTS): string => `package extrato\n\n${imports}func Extrato(w http.ResponseWriter, r *http.Request) {\n\tc := r.FormValue("conta")\n\t${body}\n}\n`;
const gin = (body: string): string => `package pix\n\nimport "github.com/gin-gonic/gin"\n\nfunc Pix(c *gin.Context) {\n\t${body}\n}\n`;
const echo = (body: string): string => `package pix\n\nimport "github.com/labstack/echo/v4"\n\nfunc Pix(c echo.Context) error {\n\t${body}\n\treturn nil\n}\n`;
const fiber = (body: string): string => `package pix\n\nimport "github.com/gofiber/fiber/v2"\n\nfunc Pix(c *fiber.Ctx) error {\n\t${body}\n\treturn nil\n}\n`;

const flows: RowCase[] = [
  { row: 'request-type', rule: 'path-traversal', truth: handler('os.Open(r.FormValue("arquivo"))'), lookalike: 'package x\n\nfunc Abrir(r *Pedido) {\n\tos.Open(r.FormValue("arquivo"))\n}\n' },
  { row: 'response-writer-type', rule: 'xss', truth: handler('w.Write([]byte("<p>" + c))'), lookalike: 'package x\n\nfunc Escrever(w io.Writer, r *http.Request) {\n\tw.Write([]byte("<p>" + r.FormValue("conta")))\n}\n' },
  { row: 'request-fields', rule: 'path-traversal', truth: handler('os.Open(r.URL.Path)'), lookalike: handler('os.Open(r.Method)') },
  { row: 'request-readers', rule: 'path-traversal', truth: handler('os.Open(r.PostFormValue("arquivo"))'), lookalike: handler('os.Open(r.Proto)') },
  { row: 'command-line-arguments', rule: 'injection-sql-sink', truth: 'package main\n\nfunc main() {\n\tdb.Query(os.Args[1])\n}\n', lookalike: 'package main\n\nfunc main() {\n\tdb.Query(os.Getenv("CONSULTA"))\n}\n' },
  { row: 'response-writer-write', rule: 'xss', truth: handler('w.Write([]byte("<p>" + c + "</p>"))'), lookalike: handler('log.Write([]byte("<p>" + c + "</p>"))') },
  { row: 'fmt-fprint-response', rule: 'xss', truth: handler('fmt.Fprintf(w, "<p>%s</p>", c)'), lookalike: handler('fmt.Fprintf(os.Stderr, "<p>%s</p>", c)') },
  { row: 'io-writestring-response', rule: 'xss', truth: handler('io.WriteString(w, "<p>"+c)'), lookalike: handler('io.WriteString(arquivo, "<p>"+c)') },
  { row: 'serve-file', rule: 'path-traversal', truth: handler('http.ServeFile(w, r, "/srv/"+c)'), lookalike: handler('http.ServeContent(w, r, "/srv/"+c, agora, nil)') },
  { row: 'http-get', rule: 'ssrf', truth: handler('http.Get(c)'), lookalike: handler('http.Get("https://api.banco.com.br/saldo?conta=" + c)') },
  { row: 'http-client-get', rule: 'ssrf', truth: handler('httpClient.Get(c)'), lookalike: handler('cache.Get(c)') },
  { row: 'http-new-request', rule: 'ssrf', truth: handler('http.NewRequest("GET", c, nil)'), lookalike: handler('http.NewRequest("POST", "https://api.banco.com.br/pix", strings.NewReader(c))') },
  { row: 'http-new-request-context', rule: 'ssrf', truth: handler('http.NewRequestWithContext(r.Context(), "GET", c, nil)'), lookalike: handler('http.NewRequestWithContext(r.Context(), "POST", "https://api.banco.com.br/pix", strings.NewReader(c))') },
  { row: 'http-redirect', rule: 'open-redirect', truth: handler('http.Redirect(w, r, c, http.StatusFound)'), lookalike: handler('http.Redirect(w, r, "/painel?conta="+c, http.StatusFound)') },
  { row: 'builder-writes', rule: 'injection-sql', truth: handler('var sb strings.Builder\n\tsb.WriteString("SELECT * FROM extrato WHERE conta = ")\n\tsb.WriteString(c)\n\tdb.Query(sb.String())'), lookalike: handler('var sb strings.Builder\n\tsb.WriteString("SELECT * FROM extrato LIMIT 10")\n\tsb.Grow(len(c))\n\tdb.Query(sb.String())') },
  { row: 'pgx-query', rule: 'injection-sql', truth: handler('conn.Query(r.Context(), "SELECT * FROM extrato WHERE conta = \'"+c+"\'")', 'import (\n\t"net/http"\n\t"github.com/jackc/pgx/v5"\n)\n\n'), lookalike: handler('conn.Query(r.Context(), "SELECT * FROM extrato WHERE conta = $1", c)', 'import (\n\t"net/http"\n\t"github.com/jackc/pgx/v5"\n)\n\n') },
  { row: 'gorm-clauses', rule: 'injection-sql', truth: handler('db.Where("conta = \'" + c + "\'").Find(&extratos)', 'import (\n\t"net/http"\n\t"gorm.io/gorm"\n)\n\n'), lookalike: handler('db.Where(Extrato{Conta: c}).Find(&extratos)', 'import (\n\t"net/http"\n\t"gorm.io/gorm"\n)\n\n') },
  { row: 'process-exec', rule: 'injection-command', truth: handler('syscall.Exec(c, []string{"relatorio"}, nil)'), lookalike: handler('syscall.Getenv(c)') },
  { row: 'os-two-paths', rule: 'path-traversal', truth: handler('os.Rename("/srv/tmp/extrato.pdf", "/srv/extratos/" + c)'), lookalike: handler('os.Setenv("/srv/tmp/extrato.pdf", "/srv/extratos/" + c)') },
  { row: 'sql-query', rule: 'injection-sql', truth: handler('db.Query("SELECT * FROM extrato WHERE conta = \'" + c + "\'")'), lookalike: handler('db.Query("SELECT * FROM extrato WHERE conta = $1", c)') },
  { row: 'sqlx-select-get', rule: 'injection-sql', truth: handler('db.Select(&linhas, "SELECT * FROM extrato WHERE conta = \'"+c+"\'")'), lookalike: handler('db.Select(&linhas, "SELECT * FROM extrato WHERE conta = $1", c)') },
  { row: 'sqlx-select-get-context', rule: 'injection-sql', truth: handler('db.GetContext(r.Context(), &linha, "SELECT * FROM extrato WHERE conta = \'"+c+"\'")'), lookalike: handler('db.GetContext(r.Context(), &linha, "SELECT * FROM extrato WHERE conta = $1", c)') },
  { row: 'sql-query-context', rule: 'injection-sql', truth: handler('db.QueryContext(r.Context(), "SELECT * FROM extrato WHERE conta = \'"+c+"\'")'), lookalike: handler('db.QueryContext(r.Context(), "SELECT * FROM extrato WHERE conta = $1", c)') },
  { row: 'exec-command-shell', rule: 'injection-command', truth: handler('exec.Command("sh", "-c", "relatorio "+c).Run()'), lookalike: handler('exec.Command("relatorio", "-c", c).Run()') },
  { row: 'exec-command', rule: 'injection-command', truth: handler('exec.Command(c).Run()'), lookalike: handler('exec.Command("relatorio", "--conta", c).Run()') },
  { row: 'exec-command-context-shell', rule: 'injection-command', truth: handler('exec.CommandContext(r.Context(), "/bin/bash", "-c", "relatorio "+c).Run()'), lookalike: handler('exec.CommandContext(r.Context(), "relatorio", "-c", c).Run()') },
  { row: 'exec-command-context', rule: 'injection-command', truth: handler('exec.CommandContext(r.Context(), c).Run()'), lookalike: handler('exec.CommandContext(r.Context(), "relatorio", c).Run()') },
  { row: 'os-file-functions', rule: 'path-traversal', truth: handler('os.ReadFile("/srv/extratos/" + c)'), lookalike: handler('os.Setenv("EXTRATO", "/srv/extratos/" + c)') },
  { row: 'template-html-type', rule: 'xss', truth: handler('_ = template.HTML("<b>" + c + "</b>")'), lookalike: handler('_ = template.HTMLEscapeString("<b>" + c + "</b>")') },
  { row: 'text-template-execute', rule: 'xss', truth: handler('modelo.Execute(w, c)', 'import (\n\t"net/http"\n\t"text/template"\n)\n\n'), lookalike: handler('modelo.Execute(w, c)', 'import (\n\t"net/http"\n\t"html/template"\n)\n\n') },
  { row: 'template-parse', rule: 'template-injection', truth: handler('template.New("recibo").Parse(c)'), lookalike: handler('template.New(c).Parse("<p>{{.}}</p>")') },
  { row: 'regexp-compile', rule: 'regex-injection', truth: handler('regexp.MustCompile("^" + c)'), lookalike: handler('strings.Contains("0001-0002", c)') },
  { row: 'context-types', rule: 'path-traversal', truth: gin('os.Open(c.Query("arquivo"))'), lookalike: 'package pix\n\nfunc Pix(c *Contexto) {\n\tos.Open(c.Query("arquivo"))\n}\n' },
  { row: 'context-request', rule: 'path-traversal', truth: gin('os.Open(c.Request.URL.Path)'), lookalike: gin('os.Open(c.FullPath())') },
  { row: 'context-writer', rule: 'xss', truth: gin('c.Writer.Write([]byte("<p>" + c.Query("nome")))'), lookalike: gin('c.Set("nome", []byte("<p>" + c.Query("nome")))') },
  { row: 'echo-context-request', rule: 'path-traversal', truth: echo('os.Open(c.Request().URL.Path)'), lookalike: echo('os.Open(c.Path())') },
  { row: 'echo-context-response', rule: 'xss', truth: echo('c.Response().Write([]byte("<p>" + c.QueryParam("nome")))'), lookalike: echo('c.Logger().Print([]byte("<p>" + c.QueryParam("nome")))') },
  { row: 'context-readers', rule: 'path-traversal', truth: gin('os.Open(c.DefaultQuery("arquivo", "extrato.pdf"))'), lookalike: gin('os.Open(c.ContentType())') },
  { row: 'router-path-variables', rule: 'path-traversal', truth: handler('os.Open(chi.URLParam(r, "arquivo"))'), lookalike: handler('os.Open(chi.RouteContext(r.Context()).RoutePattern())') },
  { row: 'fiber-redirect', rule: 'open-redirect', truth: fiber('return c.Redirect(c.Query("volta"))'), lookalike: fiber('return c.Redirect("/painel?volta=" + c.Query("volta"))') },
  { row: 'context-redirect', rule: 'open-redirect', truth: gin('c.Redirect(302, c.Query("volta"))'), lookalike: gin('c.Redirect(302, "/painel?volta="+c.Query("volta"))') },
  { row: 'context-file', rule: 'path-traversal', truth: gin('c.File("/srv/extratos/" + c.Query("arquivo"))'), lookalike: gin('c.JSON(200, "/srv/extratos/" + c.Query("arquivo"))') },
  { row: 'context-html-data', rule: 'xss', truth: gin('c.Data(200, "text/html; charset=utf-8", []byte(c.Query("nome")))'), lookalike: gin('c.Data(200, "application/pdf", []byte(c.Query("nome")))') },
  { row: 'echo-html', rule: 'xss', truth: echo('c.HTML(200, "<p>"+c.QueryParam("nome")+"</p>")'), lookalike: echo('c.Render(200, "recibo.html", c.QueryParam("nome"))') },
  { row: 'go-ldap-search', rule: 'injection-ldap', truth: handler('conexao.Search(ldap.NewSearchRequest("dc=banco", 2, 0, 0, 0, false, "(uid="+c+")", nil, nil))', 'import (\n\t"net/http"\n\t"github.com/go-ldap/ldap/v3"\n)\n\n'), lookalike: handler('indice.Search(ldap.NewSearchRequest("dc=banco", 2, 0, 0, 0, false, "(uid="+c+")", nil, nil))', 'import (\n\t"net/http"\n\t"github.com/blevesearch/bleve"\n)\n\n') },
  { row: 'xmlquery-find', rule: 'injection-xpath', truth: handler('xmlquery.Find(cadastro, "/clientes/cliente[conta=\'"+c+"\']")'), lookalike: handler('xmlquery.Find(cadastro, "/clientes/cliente[1]")') },
  { row: 'xpath-compile', rule: 'injection-xpath', truth: handler('xpath.Compile("/clientes/cliente[conta=\'"+c+"\']")'), lookalike: handler('xpath.Compile("/clientes/cliente[1]")') },
];

const cleaners: RowCase[] = [
  { row: 'slices-contains', rule: 'injection-sql', truth: handler('if slices.Contains([]string{"corrente", "poupanca"}, c) {\n\t\tdb.Query("SELECT * FROM contas WHERE tipo = \'" + c + "\'")\n\t}'), lookalike: handler('if slices.Contains([]string{r.FormValue("a"), "poupanca"}, c) {\n\t\tdb.Query("SELECT * FROM contas WHERE tipo = \'" + c + "\'")\n\t}') },
  { row: 'anchored-regexp-match', rule: 'injection-sql', truth: handler('contaValida := regexp.MustCompile(`^[0-9]+$`)\n\tif contaValida.MatchString(c) {\n\t\tdb.Query("SELECT * FROM contas WHERE id = " + c)\n\t}'), lookalike: handler('contaValida := regexp.MustCompile(`[0-9]+`)\n\tif contaValida.MatchString(c) {\n\t\tdb.Query("SELECT * FROM contas WHERE id = " + c)\n\t}') },
  { row: 'normalized-path-prefix', rule: 'path-traversal', truth: handler('alvo := filepath.Clean(filepath.Join("/srv/recibos", c))\n\tif strings.HasPrefix(alvo, "/srv/recibos/") {\n\t\tos.Open(alvo)\n\t}'), lookalike: handler('alvo := filepath.Join("/srv/recibos", c)\n\tif strings.HasPrefix(alvo, "/srv/recibos/") {\n\t\tos.Open(alvo)\n\t}') },
  { row: 'html-escape', rule: 'xss', truth: handler('fmt.Fprintf(w, "<p>%s</p>", html.EscapeString(c))'), lookalike: handler('fmt.Fprintf(w, "<p>%s</p>", strings.TrimSpace(c))') },
  { row: 'url-escape', rule: 'path-traversal', truth: handler('os.Open("/srv/" + url.PathEscape(c))'), lookalike: handler('os.Open("/srv/" + strings.ToLower(c))') },
  { row: 'exits', rule: 'injection-sql', truth: handler('if c != "corrente" {\n\t\tlog.Fatalf("tipo de conta")\n\t}\n\tdb.Query("SELECT * FROM contas WHERE tipo = \'" + c + "\'")'), lookalike: handler('if c != "corrente" {\n\t\tlog.Printf("tipo de conta")\n\t}\n\tdb.Query("SELECT * FROM contas WHERE tipo = \'" + c + "\'")') },
  { row: 'scalar-results', rule: 'injection-sql', truth: handler('db.Query(fmt.Sprintf("SELECT * FROM contas LIMIT %d", strings.Count(c, "0")))'), lookalike: handler('db.Query(fmt.Sprintf("SELECT * FROM contas LIMIT %s", strings.ToUpper(c)))') },
  { row: 'path-base', rule: 'path-traversal', truth: handler('os.Open(filepath.Join("/srv/extratos", filepath.Base(c)))'), lookalike: handler('os.Open(filepath.Join("/srv/extratos", filepath.Dir(c)))') },
  { row: 'template-escapers', rule: 'xss', truth: handler('w.Write([]byte("<p>" + template.HTMLEscapeString(c)))'), lookalike: handler('w.Write([]byte("<p>" + strings.TrimSpace(c)))') },
  { row: 'regexp-quote-meta', rule: 'regex-injection', truth: handler('regexp.MustCompile("^" + regexp.QuoteMeta(c))'), lookalike: handler('regexp.MustCompile("^" + strings.ToLower(c))') },
  { row: 'number-parsing', rule: 'injection-sql', truth: handler('n, _ := strconv.Atoi(c)\n\tdb.Query(fmt.Sprintf("SELECT * FROM contas WHERE numero = %d", n))'), lookalike: handler('n := strings.TrimSpace(c)\n\tdb.Query(fmt.Sprintf("SELECT * FROM contas WHERE numero = %s", n))') },
  { row: 'numeric-conversions', rule: 'injection-sql', truth: handler('db.Query(fmt.Sprintf("SELECT * FROM contas LIMIT %d", int64(len(c))))'), lookalike: handler('db.Query(fmt.Sprintf("SELECT * FROM contas LIMIT %s", string(c)))') },
  { row: 'scalar-parameter-types', rule: 'injection-sql', truth: 'package extrato\n\nfunc Extrato(limite int) {\n\tdb.Query(fmt.Sprintf("SELECT * FROM extrato LIMIT %d", limite))\n}\n', lookalike: 'package extrato\n\nfunc Extrato(limite string) {\n\tdb.Query(fmt.Sprintf("SELECT * FROM extrato LIMIT %s", limite))\n}\n' },
];

describeModelRows('go', 'extrato.go', [...flows, ...goConfigurationCases], cleaners);

describe('prefiltro derivado das linhas de Go', () => {
  const models = modelsFor('go');
  it('abre um handler pelo tipo do parâmetro e um sink SQL mesmo sem fonte; não abre código sem sink', () => {
    expect(mayHoldFlow(models, 'func F(w http.ResponseWriter, r *http.Request) { os.Open(x) }')).toBe(true);
    expect(mayHoldFlow(models, 'func F(c *gin.Context) { c.File(x) }')).toBe(true);
    expect(mayHoldFlow(models, 'func F(q string) { db.Query(q) }')).toBe(true);
    expect(mayHoldFlow(models, 'func Soma(a, b int) int { return a + b }')).toBe(false);
    expect(mayHoldFlow(models, 'func F(x string) { os.Open(x) }')).toBe(false);
  });
});
