package cobranca

import "net/http"

func Webhook(w http.ResponseWriter, r *http.Request) {
	destino := r.FormValue("webhook")
	http.Get(destino) // vigia: expect ssrf
	http.NewRequest("POST", destino, nil) // vigia: expect ssrf
	http.Get("https://api.bcb.gov.br/pix/status") // vigia: ok ssrf, ssrf-sink
}
