package requisicao

import (
	"net/http"
	"strconv"
)

func LerCpf(r *http.Request) string {
	return r.URL.Query().Get("cpf")
}

func SomenteNumeros(valor string) string {
	numero, _ := strconv.ParseInt(valor, 10, 64)
	return strconv.FormatInt(numero, 10)
}
