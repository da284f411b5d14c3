// gin: sources from the context (query, path, form, header, bound JSON), true cases and look-alikes.
package pix

import (
	"context"
	"database/sql"
	"encoding/json"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"

	"github.com/gin-gonic/gin"
)

var chaveValida = regexp.MustCompile(`^[0-9a-f-]{36}$`)
var bancosParceiros = []string{"001", "237", "341"}

type Transferencia struct {
	Chave string `json:"chave"`
	Valor string `json:"valor"`
}

func registrarRotas(r *gin.Engine, db *sql.DB) {
	r.GET("/pix/:chave", func(c *gin.Context) {
		chave := c.Param("chave")
		db.QueryContext(context.Background(), "SELECT * FROM pix WHERE chave = '"+chave+"'") // vigia-expect: injection-sql
		db.QueryContext(context.Background(), "SELECT * FROM pix WHERE chave = $1", chave)
		if chaveValida.MatchString(chave) {
			db.Query("SELECT * FROM pix WHERE chave = '" + chave + "'")
		}
	})
	r.POST("/pix", func(c *gin.Context) {
		var pedido Transferencia
		if err := c.ShouldBindJSON(&pedido); err != nil {
			return
		}
		db.Exec("UPDATE contas SET saldo = saldo - " + pedido.Valor) // vigia-expect: injection-sql
		valor, _ := strconv.ParseFloat(pedido.Valor, 64)
		db.Exec("UPDATE contas SET saldo = saldo - " + strconv.FormatFloat(valor, 'f', 2, 64))
	})
}

func consultarBanco(c *gin.Context) {
	banco := c.Query("banco")
	filtros := []string{"ativo = true"}
	filtros = append(filtros, "banco = '"+banco+"'")
	db.Query("SELECT * FROM bancos WHERE " + filtros[1]) // vigia-expect: injection-sql
	db.Query("SELECT * FROM bancos WHERE " + filtros[0])
	if !slices.Contains(bancosParceiros, banco) {
		c.AbortWithStatus(http.StatusBadRequest)
		return
	}
	db.Query("SELECT * FROM bancos WHERE codigo = " + banco)
}

func baixarExtrato(c *gin.Context) {
	arquivo := c.DefaultQuery("arquivo", "extrato.pdf")
	c.File("/srv/extratos/" + arquivo) // vigia-expect: path-traversal
	c.File(filepath.Join("/srv/extratos", filepath.Base(arquivo)))
	dados, _ := os.ReadFile(filepath.Join("/srv/extratos", filepath.Clean("/"+arquivo)))
	c.Data(http.StatusOK, "application/pdf", dados)
}

func exibirRecibo(c *gin.Context) {
	var recibo map[string]string
	json.NewDecoder(c.Request.Body).Decode(&recibo)
	c.Data(http.StatusOK, "text/html; charset=utf-8", []byte("<p>"+recibo["nome"]+"</p>")) // vigia-expect: xss
	c.Data(http.StatusOK, "text/html; charset=utf-8", []byte("<p>Recibo</p>"))
	var destino string
	if c.PostForm("tipo") == "interno" {
		destino = "/painel"
	} else {
		destino = c.PostForm("volta")
	}
	c.Redirect(http.StatusFound, destino) // vigia-expect: open-redirect
	c.Redirect(http.StatusFound, "/painel")
}

func executarBackup(c *gin.Context) {
	destino := c.GetHeader("X-Destino")
	exec.Command("bash", "-c", "pg_dump contas > "+destino).Run() // vigia-expect: injection-command
	exec.Command("pg_dump", "-f", destino, "contas").Run()
}

func rodarScript(script string) {
	exec.Command("bash", "-c", script).Run() // vigia-expect: injection-command-sink
	exec.Command("bash", "-c", "backup.sh").Run()
}
