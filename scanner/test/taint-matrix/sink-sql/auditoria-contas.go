package auditoria

import (
	"net/http"

	"gorm.io/gorm"
)

var gormDB *gorm.DB

func Auditar(w http.ResponseWriter, r *http.Request) {
	operador := r.URL.Query().Get("operador")
	var registros []map[string]any
	gormDB.Raw("SELECT * FROM auditoria WHERE operador = '" + operador + "'").Scan(&registros) // vigia: expect injection-sql
	gormDB.Raw("SELECT * FROM auditoria WHERE operador = ?", operador).Scan(&registros) // vigia: ok injection-sql, injection-sql-sink
}
