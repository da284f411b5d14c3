package seguranca

import (
	"crypto/rand"
	"math/big"
	mathrand "math/rand"
)

func EnviarConfirmacao() int {
	codigoSms := mathrand.Intn(999999) // vigia-expect: crypto-insecure-random
	atraso := mathrand.Intn(500)
	return codigoSms + atraso
}

func GerarCodigoSeguro() (*big.Int, error) {
	return rand.Int(rand.Reader, big.NewInt(999999))
}
