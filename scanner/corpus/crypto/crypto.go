package crypto

import (
	"crypto/des"
	"crypto/md5"
	"crypto/rand"
	"crypto/rsa"
	"crypto/sha256"
	mathrand "math/rand"
)

func HashPassword(password string) [16]byte {
	return md5.Sum([]byte(password)) // vigia-expect: crypto-weak-password-hash
}

func ETag(b []byte) [16]byte {
	return md5.Sum(b) // vigia-expect: crypto-weak-hash
}

func Strong(b []byte) [32]byte {
	return sha256.Sum256(b)
}

func Keys() {
	des.NewCipher([]byte("12345678")) // vigia-expect: crypto-weak-cipher
	rsa.GenerateKey(rand.Reader, 1024) // vigia-expect: crypto-short-rsa-key
	rsa.GenerateKey(rand.Reader, 2048)
}

func NewSessionToken() int {
	return mathrand.Intn(1000000) // vigia-expect: crypto-insecure-random
}
