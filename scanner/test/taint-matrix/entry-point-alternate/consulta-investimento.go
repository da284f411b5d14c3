package investimento

import (
	"database/sql"
	"net/http"

	"github.com/gin-gonic/gin"
)

var db *sql.DB

func Consultar(c *gin.Context) {
	produto := c.Query("produto")
	db.Query("SELECT * FROM investimentos WHERE produto = '" + produto + "'") // vigia: expect injection-sql
	db.Query("SELECT * FROM investimentos WHERE produto = 'CDB'") // vigia: ok injection-sql, injection-sql-sink
	c.JSON(http.StatusOK, gin.H{"ok": true})
}
