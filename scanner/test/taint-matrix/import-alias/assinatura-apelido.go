package remessa

import (
	"net/http"
	executor "os/exec"
)

func Assinar(w http.ResponseWriter, r *http.Request) {
	arquivo := r.FormValue("remessa")
	executor.Command("sh", "-c", "gpg --sign /srv/remessas/"+arquivo).Run() // vigia: expect injection-command
}

func Enfileirar(w http.ResponseWriter, r *http.Request) {
	arquivo := r.FormValue("remessa")
	executor := novaFila()
	executor.Command("sh", "-c", "gpg --sign /srv/remessas/"+arquivo).Run() // vigia: ok injection-command, injection-command-sink
}
