package comprovante

import (
	"net/http"
	"os"
	"path/filepath"
	"strings"
)

const base = "/srv/comprovantes"

func Comprovante(w http.ResponseWriter, r *http.Request) {
	arquivo := r.URL.Query().Get("arquivo")
	os.ReadFile(filepath.Join(base, arquivo)) // vigia: expect path-traversal
	caminho := filepath.Clean(filepath.Join(base, arquivo))
	if !strings.HasPrefix(caminho, base+string(filepath.Separator)) {
		http.Error(w, "arquivo inválido", http.StatusBadRequest)
		return
	}
	conteudo, _ := os.ReadFile(caminho) // vigia: ok path-traversal
	w.Write(conteudo)
}
