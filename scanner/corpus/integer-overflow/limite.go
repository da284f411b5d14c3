package limite

import (
	"math"
	"net/http"
	"strconv"
)

type Limite struct {
	Parcelas int32
	Dia      uint8
	Valor    int32
}

func AlterarLimite(w http.ResponseWriter, r *http.Request) {
	parcelas, err := strconv.Atoi(r.URL.Query().Get("parcelas"))
	if err != nil {
		http.Error(w, "parcelas inválidas", http.StatusBadRequest)
		return
	}
	valor, _ := strconv.ParseInt(r.FormValue("valor"), 10, 64)
	limite := Limite{Parcelas: int32(parcelas)} // vigia-expect: integer-overflow-conversion
	limite.Valor = int32(valor) // vigia-expect: integer-overflow-conversion
	_ = limite
}

// Look-alikes: bounds checked before narrowing; ParseInt already limited to 8 bits.
func AlterarLimiteSeguro(w http.ResponseWriter, r *http.Request) {
	parcelas, err := strconv.Atoi(r.URL.Query().Get("parcelas"))
	if err != nil || parcelas < 1 || parcelas > math.MaxInt32 {
		http.Error(w, "parcelas inválidas", http.StatusBadRequest)
		return
	}
	dia, _ := strconv.ParseUint(r.FormValue("dia"), 10, 8)
	limite := Limite{Parcelas: int32(parcelas), Dia: uint8(dia)}
	_ = limite
}
