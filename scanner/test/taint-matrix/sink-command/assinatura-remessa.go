package remessa

import (
	"net/http"
	"os/exec"
)

func Assinar(w http.ResponseWriter, r *http.Request) {
	arquivo := r.FormValue("remessa")
	exec.Command("sh", "-c", "gpg --sign /srv/remessas/"+arquivo).Run() // vigia: expect injection-command
	exec.Command("sh", "-c", "gpg --sign /srv/remessas/cnab240.rem").Run() // vigia: ok injection-command, injection-command-sink
	exec.Command("gpg", "--verify", arquivo).Run() // vigia: ok injection-command
}
