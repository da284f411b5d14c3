package extrato

import (
	"net/http"
	"os"
)

func ExtratoPdf(w http.ResponseWriter, r *http.Request) {
	mes := r.URL.Query().Get("mes")
	os.Open("/srv/extratos/" + mes + ".pdf") // vigia: expect path-traversal
	http.ServeFile(w, r, "/srv/extratos/"+mes+".pdf") // vigia: expect path-traversal
	os.Open("/srv/extratos/modelo.pdf") // vigia: ok path-traversal, path-traversal-sink
}
