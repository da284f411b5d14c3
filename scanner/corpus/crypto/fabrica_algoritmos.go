package cripto

import (
	"crypto"
	_ "crypto/md5"
	_ "crypto/sha256"
	"encoding/hex"
)

func assinaturaExtrato(conteudo []byte) string {
	h := crypto.MD5.New() // vigia-expect: crypto-weak-hash
	h.Write(conteudo)
	return hex.EncodeToString(h.Sum(nil))
}

func assinaturaExtratoAtual(conteudo []byte) string {
	h := crypto.SHA256.New()
	h.Write(conteudo)
	return hex.EncodeToString(h.Sum(nil))
}
