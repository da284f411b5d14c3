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

type Parcelamento struct{ quantidade int16 }

// Método de serviço: o dia de vencimento e a quantidade chegam como texto da fila.
func (p *Parcelamento) Aplicar(dia, quantidade string) uint32 {
	d, _ := strconv.ParseUint(dia, 10, 64)
	q, _ := strconv.Atoi(quantidade)
	p.quantidade = int16(q) // vigia-expect: integer-overflow-conversion
	return uint32(d) // vigia-expect: integer-overflow-conversion
}

// AplicarSeguro: already parsed with the target size, or widened (look-alikes).
func (p *Parcelamento) AplicarSeguro(dia, quantidade string) (uint32, int64) {
	d, _ := strconv.ParseUint(dia, 10, 32)
	q, _ := strconv.Atoi(quantidade)
	return uint32(d), int64(q)
}

// Prioridade: parsed with 32 bits, then narrowed to 16.
func Prioridade(texto string) int16 {
	p, _ := strconv.ParseInt(texto, 10, 32)
	return int16(p) // vigia-expect: integer-overflow-conversion
}
