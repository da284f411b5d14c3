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

// CifrarExtrato: the nonce is made but never filled (all zeros).
func CifrarExtrato(chave, extrato []byte) ([]byte, error) {
	bloco, _ := aes.NewCipher(chave)
	gcm, err := cipher.NewGCM(bloco)
	if err != nil {
		return nil, err
	}
	nonce := make([]byte, gcm.NonceSize())
	return gcm.Seal(nil, nonce, extrato, nil), nil // vigia-expect: crypto-fixed-iv
}

// Decifrar: the nonce is copied from the message (look-alike).
func Decifrar(gcm cipher.AEAD, mensagem []byte) ([]byte, error) {
	nonce := make([]byte, gcm.NonceSize())
	copy(nonce, mensagem[:len(nonce)])
	return gcm.Open(nil, nonce, mensagem[len(nonce):], nil)
}
