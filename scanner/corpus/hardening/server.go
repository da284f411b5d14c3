package main

import (
	"net/http"

	"github.com/gin-gonic/gin"
)

func main() {
	gin.SetMode(gin.DebugMode) // vigia-expect: debug-mode-enabled
	gin.SetMode(gin.ReleaseMode)
	http.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Access-Control-Allow-Origin", "*") // vigia-expect: cors-wildcard
		w.Header().Set("Access-Control-Allow-Origin", "https://app.exemplo.com.br")
	})
}
