package tarifa

import (
	"database/sql"
	"net/http"
)

var db *sql.DB

func Tarifas(w http.ResponseWriter, r *http.Request) {
	pacote := "ESSENCIAL"
	if r.URL.Query().Get("personalizado") != "" {
		pacote = r.URL.Query().Get("pacote")
	}
	db.Query("SELECT tarifa FROM pacotes WHERE nome = '" + pacote + "'") // vigia: expect injection-sql
	var segmento string
	if r.URL.Query().Get("pj") != "" {
		segmento = "EMPRESAS"
	} else {
		segmento = "VAREJO"
	}
	db.Query("SELECT tarifa FROM pacotes WHERE segmento = '" + segmento + "'") // vigia: ok injection-sql
}
