package pagamento

import (
	"net/http"
	"net/url"
)

func Retorno(w http.ResponseWriter, r *http.Request) {
	destino := r.URL.Query().Get("retorno")
	if r.URL.Query().Get("legado") != "" {
		http.Redirect(w, r, destino, http.StatusFound) // vigia: expect open-redirect
		return
	}
	u, err := url.Parse(destino)
	if err != nil || u.Host != "app.banco.com.br" {
		http.Redirect(w, r, "/inicio", http.StatusFound)
		return
	}
	http.Redirect(w, r, u.String(), http.StatusFound) // vigia: ok open-redirect
}
