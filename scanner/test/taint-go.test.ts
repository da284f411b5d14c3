// The Go taint analysis on the IR engine (net/http, gorilla/mux, gin): sources, propagation, sanitizers and sinks, with traces.
import { describe, expect, it } from 'vitest';
import { scanFiles } from '../src/index.js';
import { analyzeWithEngine as analyzeGo, mayNeedEngineAnalysis as mayNeedGoAnalysis } from '../src/taint/engine/analyze.js';
import { makeTree, tracePath, traceRows } from './helpers.js';

const rules = (src: string): string[] => analyzeGo('handler.go', src).map((h) => `${h.line}:${h.ruleId}`).sort();
const traceOf = (src: string, rule: string): (string | number)[][] | undefined =>
  traceRows(analyzeGo('handler.go', src).find((h) => h.ruleId === rule));

const HEADER = `package extrato

import (
	"database/sql"
	"fmt"
	"html"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/gin-gonic/gin"
)
`;
/** Line numbers below count from the first line after HEADER. */
const go = (body: string): string => `${HEADER}${body}`;
const at = (line: number): number => HEADER.split('\n').length - 1 + line;

describe('análise de taint em Go', () => {
  it('leva o rastro de r.URL.Query().Get até db.Query passando por fmt.Sprintf, uma vez só (sem regra de padrão duplicada)', async () => {
    const src = go(`func buscarCliente(w http.ResponseWriter, r *http.Request) {
	cpf := r.URL.Query().Get("cpf")
	consulta := fmt.Sprintf("SELECT * FROM clientes WHERE cpf = '%s'", cpf)
	db.Query(consulta)
}
`);
    const root = makeTree({ 'cliente.go': src });
    const { findings } = await scanFiles(root, ['cliente.go']);
    const sqli = findings.filter((f) => f.rule.startsWith('injection-sql'));
    expect(sqli.map((f) => [f.rule, f.line])).toEqual([['injection-sql', at(4)]]);
    expect(traceRows(sqli[0])).toEqual(tracePath([at(2), 'entrada: r.URL.Query().Get("cpf")'], [at(3), 'interpolação em string'], [at(4), 'execução SQL']));
  });

  it('segue helpers do mesmo arquivo, strings.Builder, strings.Join, slices e mapas com os valores de cada chamada', () => {
    const src = go(`func filtro(campo, valor string) string {
	return campo + " = '" + valor + "'"
}
func listar(w http.ResponseWriter, r *http.Request) {
	db.Exec("DELETE FROM sessoes WHERE " + filtro("cpf", "00000000000"))
	db.Exec("DELETE FROM sessoes WHERE " + filtro("cpf", r.FormValue("cpf")))
	var sb strings.Builder
	sb.WriteString("SELECT * FROM contas WHERE id IN (")
	sb.WriteString(strings.Join([]string{"1", r.FormValue("id")}, ","))
	db.Query(sb.String())
	partes := map[string]string{"fixo": "ativo = true", "livre": r.FormValue("f")}
	db.Query("SELECT * FROM contas WHERE " + partes["fixo"])
	db.Query("SELECT * FROM contas WHERE " + partes["livre"])
}
`);
    expect(rules(src)).toEqual([`${at(6)}:injection-sql`, `${at(10)}:injection-sql`, `${at(13)}:injection-sql`].sort());
    expect(traceOf(src, 'injection-sql')?.map((s) => s[0])).toEqual([at(6), at(2), at(6), at(6), at(6)]);
  });

  it('não reporta constantes, parâmetros vinculados, números convertidos, listas de permitidos nem codificadores', () => {
    const src = go(`const tabela = "extrato"
var permitidas = map[string]bool{"data": true, "valor": true}

func extrato(w http.ResponseWriter, r *http.Request) {
	conta := r.FormValue("conta")
	db.Query("SELECT * FROM "+tabela+" WHERE conta = $1", conta)
	dias, _ := strconv.Atoi(r.FormValue("dias"))
	db.Query(fmt.Sprintf("SELECT * FROM extrato WHERE dias < %d", dias))
	var coluna string
	switch ordem := r.FormValue("ordem"); ordem {
	case "data", "valor":
		coluna = ordem
	default:
		coluna = "id"
	}
	db.Query("SELECT * FROM extrato ORDER BY " + coluna)
	campo := r.FormValue("campo")
	if !permitidas[campo] {
		return
	}
	db.Query("SELECT " + campo + " FROM extrato")
	os.ReadFile(filepath.Join("/srv/extratos", filepath.Base(conta)))
	fmt.Fprintf(w, "<p>%s</p>", html.EscapeString(conta))
	http.Get("https://api.parceiro.com.br/saldo?conta=" + conta)
	exec.Command("relatorio", "--conta", conta).Run()
	http.Redirect(w, r, "/painel?conta="+conta, http.StatusFound)
}
`);
    expect(rules(src)).toEqual([]);
  });

  it('acha path traversal, SSRF, open redirect e XSS com o rastro de cada um', () => {
    const src = go(`func rota(w http.ResponseWriter, r *http.Request) {
	nome := mux.Vars(r)["arquivo"]
	os.Open("/srv/comprovantes/" + nome)
	http.Get(r.Header.Get("X-Webhook"))
	http.Redirect(w, r, r.FormValue("volta"), http.StatusFound)
	cookie, _ := r.Cookie("apelido")
	w.Write([]byte("<p>" + cookie.Value + "</p>"))
}
`);
    expect(rules(src)).toEqual([`${at(3)}:path-traversal`, `${at(4)}:ssrf`, `${at(5)}:open-redirect`, `${at(7)}:xss`]);
    expect(traceOf(src, 'path-traversal')).toEqual(tracePath([at(2), 'entrada: mux.Vars(r)["arquivo"]'], [at(3), 'concatenação'], [at(3), 'acesso a arquivo']));
    expect(traceOf(src, 'xss')?.at(-1)).toEqual([at(7), 'sink', 'escrita na resposta HTTP']);
  });

  it('argumentos de um statement preparado são vinculados; uma URL com host fixo (Sprintf ou +) não é SSRF', () => {
    const src = go(`func login(w http.ResponseWriter, r *http.Request) {
	stmt, _ := db.Prepare("SELECT id FROM usuarios WHERE login = ? AND senha = ?")
	stmt.QueryRow(r.FormValue("login"), r.FormValue("senha"))
	http.Get(fmt.Sprintf("https://api.parceiro.com.br/contas/%s", r.FormValue("conta")))
	http.Get(fmt.Sprintf("https://%s/contas", r.FormValue("host")))
}
`);
    expect(rules(src)).toEqual([`${at(5)}:ssrf`]);
    const porta = go(`func paraPainel(w http.ResponseWriter, r *http.Request) {
	destino := *r.URL
	http.Redirect(w, r, destino.String(), http.StatusFound)
	destino.Host = "painel.banco.com.br"
	http.Redirect(w, r, destino.String(), http.StatusFound)
}
`);
    expect(rules(porta)).toEqual([`${at(3)}:open-redirect`]);
    expect(traceOf(porta, 'open-redirect')?.[0]).toEqual([at(2), 'source', 'entrada: r.URL']);
  });

  it('uma resposta declarada JSON não é XSS; escrever num builder não é escrever na resposta', () => {
    const src = go(`func exportar(w http.ResponseWriter, r *http.Request) {
	var sb strings.Builder
	fmt.Fprintf(&sb, "<p>%s</p>", r.FormValue("nome"))
	w.Header().Set("Content-Type", "application/json")
	fmt.Fprintf(w, "{\\"conta\\": %q}", r.FormValue("conta"))
}
`);
    expect(rules(src)).toEqual([]);
  });

  it('gin: ShouldBindJSON, Param, Query, Redirect, Data text/html e o script de sh -c', () => {
    const src = go(`type Pix struct{ Valor string }

func registrar(r *gin.Engine) {
	r.POST("/pix", func(c *gin.Context) {
		var pedido Pix
		if err := c.ShouldBindJSON(&pedido); err != nil {
			return
		}
		db.Exec("UPDATE contas SET saldo = saldo - " + pedido.Valor)
		c.Redirect(http.StatusFound, c.Query("volta"))
		c.Data(200, "text/html", []byte(c.Param("chave")))
		c.Data(200, "application/pdf", []byte(c.Param("chave")))
		exec.Command("sh", "-c", "pix-cli "+c.PostForm("chave")).Run()
		exec.Command("pix-cli", c.PostForm("chave")).Run()
	})
}
`);
    expect(rules(src)).toEqual([`${at(9)}:injection-sql`, `${at(10)}:open-redirect`, `${at(11)}:xss`, `${at(13)}:injection-command`].sort());
    expect(traceOf(src, 'injection-sql')).toEqual(tracePath([at(6), 'entrada: c.ShouldBindJSON()'], [at(9), 'concatenação'], [at(9), 'execução SQL']));
  });

  it('dado de origem desconhecida: "sink presente", ou definitivo quando a SQL é montada na própria chamada', () => {
    const src = go(`func Executar(db *sql.DB, consulta string, id string, limite int) {
	db.Query(consulta)
	db.Query(fmt.Sprintf("SELECT * FROM contas WHERE id = %s", id))
	db.Query(fmt.Sprintf("SELECT * FROM contas LIMIT %d", limite))
	exec.Command(consulta).Run()
	os.Open(consulta)
}
`);
    expect(rules(src)).toEqual([`${at(2)}:injection-sql-sink`, `${at(3)}:injection-sql`, `${at(5)}:injection-command-sink`]);
    expect(traceOf(src, 'injection-sql-sink')?.[0]).toEqual([at(1), 'source', 'parâmetro consulta (origem não vista no arquivo)']);
  });

  it('não analisa arquivos Go sem sink nem testes (prefiltro por tokens)', () => {
    expect(mayNeedGoAnalysis('soma.go', 'package m\nfunc Soma(a, b int) int { return a + b }')).toBe(false);
    expect(mayNeedGoAnalysis('repo.go', 'package m\nfunc f() { db.Query(q) }')).toBe(true);
    expect(mayNeedGoAnalysis('repo_test.go', 'package m\nfunc f() { db.Query(q) }')).toBe(false);
  });

  it('limita a interpretação de helpers em leque e laços aninhados', () => {
    const levels = Array.from({ length: 12 }, (_, i) => `func n${i}(a string) string { return n${i + 1}(a) + n${i + 1}(a) + n${i + 1}(a) }`).join('\n');
    const loops = `${'for _, x := range lista { '.repeat(20)}s += x${' }'.repeat(20)}`;
    const src = go(`func fila(w http.ResponseWriter, r *http.Request) {
	s := ""
	exec.Command(n0(r.FormValue("c"))).Run()
	${loops}
}
${levels}
func n12(a string) string { return a }
`);
    const started = performance.now();
    expect(rules(src)).toEqual([`${at(3)}:injection-command`]);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
  it('um caminho limpo (filepath.Abs) com prefixo da base checado é seguro; o prefixo checado sem limpar, não', () => {
    const src = go(`const base = "/srv/comprovantes"

func Comprovante(w http.ResponseWriter, r *http.Request) {
	bruto := filepath.Join(base, r.URL.Query().Get("arquivo"))
	if strings.HasPrefix(bruto, base) {
		os.ReadFile(bruto)
	}
	caminho, _ := filepath.Abs(bruto)
	if !strings.HasPrefix(caminho, base+"/") {
		return
	}
	os.ReadFile(caminho)
}
`);
    expect(rules(src)).toEqual([`${at(6)}:path-traversal`]);
  });
  it('o host da URL comparado com uma constante limita o redirect; comparado com outro dado do cliente, não', () => {
    const src = go(`func Retorno(w http.ResponseWriter, r *http.Request) {
	u, _ := url.Parse(r.URL.Query().Get("retorno"))
	if u.Host == r.URL.Query().Get("host") {
		http.Redirect(w, r, u.String(), http.StatusFound)
	}
	if u.Host != "app.banco.com.br" {
		return
	}
	http.Redirect(w, r, u.String(), http.StatusFound)
}
`);
    expect(rules(src)).toEqual([`${at(4)}:open-redirect`]);
  });
  it('várias respostas, switch sem sujeito, type switch, defer e goroutine: o dado segue por cada construção', () => {
    const src = go(`func ler(r *http.Request) (string, error) {
	return r.FormValue("conta"), nil
}
func Contas(w http.ResponseWriter, r *http.Request) {
	conta, err := ler(r)
	if err != nil {
		db.Exec("DELETE FROM log WHERE erro = '" + err.Error() + "'")
		return
	}
	switch {
	case conta == "corrente":
		db.Query("SELECT * FROM contas WHERE tipo = '" + conta + "'")
	default:
		db.Query("SELECT * FROM contas WHERE tipo = '" + conta + "'")
	}
	var qualquer interface{} = conta
	switch v := qualquer.(type) {
	case string:
		db.Query("SELECT * FROM contas WHERE numero = '" + v + "'")
	}
	defer func() {
		db.Exec("UPDATE contas SET lida = true WHERE numero = '" + conta + "'")
	}()
	go exec.Command("sh", "-c", "auditar "+conta).Run()
}
`);
    expect(rules(src)).toEqual([`${at(14)}:injection-sql`, `${at(19)}:injection-sql`, `${at(22)}:injection-sql`, `${at(24)}:injection-command`].sort());
  });

  it('echo e fiber; text/template imprime sem escapar, html/template escapa', () => {
    const echo = go(`func Perfil(c echo.Context) error {
	return c.HTML(http.StatusOK, "<h1>"+c.QueryParam("nome")+"</h1>")
}
func Volta(c *fiber.Ctx) error {
	return c.Redirect(c.Query("volta"))
}
// gofiber/fiber
`);
    expect(rules(echo)).toEqual([`${at(2)}:xss`, `${at(5)}:open-redirect`]);
    const pagina = (pacote: string): string => `package recibo

import (
	"net/http"
	"${pacote}"
)

var modelo = template.Must(template.New("r").Parse("<p>{{.}}</p>"))

func Recibo(w http.ResponseWriter, r *http.Request) {
	modelo.Execute(w, r.FormValue("nome"))
}
`;
    expect(rules(pagina('text/template'))).toEqual(['11:xss']);
    expect(rules(pagina('html/template'))).toEqual([]);
  });
  it('echo v5 (*echo.Context): o nome de um arquivo enviado é do cliente; gorm com struct de condições não é SQL montada', () => {
    const src = go(`func Comprovantes(c *echo.Context) error {
	formulario, _ := c.MultipartForm()
	for _, arquivo := range formulario.File["comprovantes"] {
		os.Create("/srv/comprovantes/" + arquivo.Filename)
		os.Create(filepath.Join("/srv/comprovantes", filepath.Base(arquivo.Filename)))
	}
	return nil
}
`);
    expect(rules(src)).toEqual([`${at(4)}:path-traversal`]);
    const gorm = `package contas

import "gorm.io/gorm"

func Buscar(db *gorm.DB, condicao interface{}, r *http.Request) {
	db.Where(condicao).First(&conta)
	db.Where(Conta{Numero: r.FormValue("numero")}).First(&conta)
	db.Where("numero = '" + r.FormValue("numero") + "'").First(&conta)
}
`;
    expect(rules(gorm)).toEqual(['8:injection-sql']);
  });
});

