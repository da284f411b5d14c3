package cofre

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
)

func CifrarToken(chave, token []byte) ([]byte, error) {
	bloco, err := aes.NewCipher(chave)
	if err != nil {
		return nil, err
	}
	saida := make([]byte, len(token))
	cipher.NewCBCEncrypter(bloco, make([]byte, 16)).CryptBlocks(saida, token) // vigia-expect: crypto-fixed-iv
	return saida, nil
}

func CifrarCartao(chave, cartao []byte) ([]byte, error) {
	bloco, _ := aes.NewCipher(chave)
	gcm, err := cipher.NewGCM(bloco)
	if err != nil {
		return nil, err
	}
	nonce := []byte("nonce-fixo12")
	return gcm.Seal(nil, nonce, cartao, nil), nil // vigia-expect: crypto-fixed-iv
}

// CifrarSeguro: a random nonce per message (look-alike).
func CifrarSeguro(chave, cartao []byte) ([]byte, error) {
	bloco, _ := aes.NewCipher(chave)
	gcm, err := cipher.NewGCM(bloco)
	if err != nil {
		return nil, err
	}
	nonce := make([]byte, gcm.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		return nil, err
	}
	return gcm.Seal(nonce, nonce, cartao, nil), nil
}
