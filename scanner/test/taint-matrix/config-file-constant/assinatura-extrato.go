package assinatura

import (
	"crypto/rand"
	"crypto/rsa"

	"github.com/gin-gonic/gin"
	"github.com/golang-jwt/jwt/v5"
	"github.com/spf13/viper"
)

// Go chooses hashes and ciphers by package; what config.yaml names here is gin's mode, the JWT
// algorithm accepted and the RSA key size. Only the file tells which one runs.
func ModoLegado() {
	gin.SetMode(viper.GetString("assinatura.modo.legado")) // vigia: expect debug-mode-enabled
}

// The look-alike: the file names release mode.
func ModoExtrato() {
	gin.SetMode(viper.GetString("assinatura.modo.extrato")) // vigia: ok debug-mode-enabled
}

func MetodoLegado() jwt.SigningMethod {
	return jwt.GetSigningMethod(viper.Sub("assinatura").GetString("jwt.legado")) // vigia: expect jwt-alg-none
}

func MetodoExtrato() jwt.SigningMethod {
	return jwt.GetSigningMethod(viper.Sub("assinatura").GetString("jwt.extrato")) // vigia: ok jwt-alg-none
}

func ChaveLegada() (*rsa.PrivateKey, error) {
	return rsa.GenerateKey(rand.Reader, viper.GetInt("assinatura.rsa.legado")) // vigia: expect crypto-short-rsa-key
}

func ChaveExtrato() (*rsa.PrivateKey, error) {
	return rsa.GenerateKey(rand.Reader, viper.GetInt("assinatura.rsa.extrato")) // vigia: ok crypto-short-rsa-key
}
