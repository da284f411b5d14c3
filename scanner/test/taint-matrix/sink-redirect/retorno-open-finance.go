package openfinance

import "net/http"

func Retorno(w http.ResponseWriter, r *http.Request) {
	destino := r.URL.Query().Get("redirect_uri")
	if r.URL.Query().Get("erro") != "" {
		http.Redirect(w, r, "/consentimentos/erro", http.StatusFound) // vigia: ok open-redirect, open-redirect-sink
		return
	}
	http.Redirect(w, r, destino, http.StatusFound) // vigia: expect open-redirect
}
