// net/http: each sink once with request data (true case) and once as a look-alike (constant, bound
// parameter, parsed number, allow-list, encoder).
package extrato

import (
	"database/sql"
	"fmt"
	"html"
	"html/template"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/gorilla/mux"
)

const tabela = "extrato"

var colunasPermitidas = map[string]bool{"data": true, "valor": true}

type Servico struct {
	db *sql.DB
}

func montarFiltro(campo, valor string) string {
	return campo + " = '" + valor + "'"
}

func (s *Servico) buscarCliente(w http.ResponseWriter, r *http.Request) {
	cpf := r.URL.Query().Get("cpf")
	consulta := fmt.Sprintf("SELECT * FROM clientes WHERE cpf = '%s'", cpf)
	s.db.Query(consulta) // vigia-expect: injection-sql
	s.db.Query("SELECT * FROM clientes WHERE cpf = $1", cpf)
	s.db.QueryRow("SELECT * FROM " + tabela + " WHERE cpf = $1", cpf)
	s.db.Exec("DELETE FROM sessoes WHERE " + montarFiltro("cpf", cpf)) // vigia-expect: injection-sql
	s.db.Exec("DELETE FROM sessoes WHERE " + montarFiltro("cpf", "00000000000"))
	limite, err := strconv.Atoi(r.FormValue("limite"))
	if err != nil {
		return
	}
	s.db.Query(fmt.Sprintf("SELECT * FROM %s LIMIT %d", tabela, limite))
}

func (s *Servico) ordenarExtrato(w http.ResponseWriter, r *http.Request) {
	ordem := r.FormValue("ordem")
	var coluna string
	switch ordem {
	case "data", "valor":
		coluna = ordem
	default:
		coluna = "id"
	}
	s.db.Query("SELECT * FROM extrato ORDER BY " + coluna)
	campo := r.FormValue("campo")
	if !colunasPermitidas[campo] {
		http.Error(w, "campo inválido", http.StatusBadRequest)
		return
	}
	s.db.Query("SELECT " + campo + " FROM extrato")
	var sb strings.Builder
	sb.WriteString("SELECT * FROM extrato WHERE conta IN (")
	sb.WriteString(strings.Join([]string{"'1'", r.FormValue("conta")}, ","))
	sb.WriteString(")")
	s.db.Query(sb.String()) // vigia-expect: injection-sql
}

func baixarComprovante(w http.ResponseWriter, r *http.Request) {
	nome := mux.Vars(r)["arquivo"]
	dados, _ := os.ReadFile("/srv/comprovantes/" + nome) // vigia-expect: path-traversal
	seguro, _ := os.ReadFile(filepath.Join("/srv/comprovantes", filepath.Base(nome)))
	w.Header().Set("Content-Type", "application/pdf")
	w.Write(dados)
	w.Write(seguro)
}

func gerarRelatorio(w http.ResponseWriter, r *http.Request) {
	mes := r.PostFormValue("mes")
	exec.Command("sh", "-c", "relatorio --mes "+mes).Run() // vigia-expect: injection-command
	exec.Command("relatorio", "--mes", mes).Run()
	exec.Command("sh", "-c", "relatorio --mes atual").Run()
	ferramenta := r.Header.Get("X-Ferramenta")
	exec.Command(ferramenta, "--versao").Run() // vigia-expect: injection-command
}

func consultarParceiro(w http.ResponseWriter, r *http.Request) {
	destino := r.FormValue("webhook")
	http.Get(destino) // vigia-expect: ssrf
	http.Get("https://api.parceiro.com.br/status?conta=" + destino)
	req, _ := http.NewRequest("POST", r.URL.Query().Get("callback"), nil) // vigia-expect: ssrf
	http.DefaultClient.Do(req)
}

func voltarAoPainel(w http.ResponseWriter, r *http.Request) {
	volta := r.URL.Query().Get("volta")
	http.Redirect(w, r, volta, http.StatusFound) // vigia-expect: open-redirect
	if volta == "/extrato" {
		http.Redirect(w, r, volta, http.StatusFound)
	}
	http.Redirect(w, r, "/painel?volta="+volta, http.StatusFound)
}

func saudarCliente(w http.ResponseWriter, r *http.Request) {
	nome := r.FormValue("nome")
	fmt.Fprintf(w, "<h1>Olá, %s</h1>", nome) // vigia-expect: xss
	fmt.Fprintf(w, "<h1>Olá, %s</h1>", html.EscapeString(nome))
	io.WriteString(w, "<p>"+template.HTMLEscapeString(nome)+"</p>")
	cookie, _ := r.Cookie("apelido")
	w.Write([]byte("<p>" + cookie.Value + "</p>")) // vigia-expect: xss
	_ = template.HTML(nome) // vigia-expect: xss
	_ = template.HTML("<b>Vigia</b>")
}

func exportarJSON(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	fmt.Fprintf(w, `{"conta": %q}`, r.FormValue("conta"))
}
