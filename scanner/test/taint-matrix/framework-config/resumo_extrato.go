package extrato

import (
	"github.com/gin-gonic/gin"
	"github.com/golang-jwt/jwt/v5"
	"github.com/spf13/viper"
)

// viper loads config.yaml by itself; the code only names keys.
func MetodoLegado() jwt.SigningMethod {
	return jwt.GetSigningMethod(viper.GetString("extrato.jwt.legado")) // vigia: expect jwt-alg-none
}

// The look-alike: the file names a strong algorithm.
func MetodoAtual() jwt.SigningMethod {
	return jwt.GetSigningMethod(viper.GetString("extrato.jwt.atual")) // vigia: ok jwt-alg-none
}

// No file has this key: nothing known runs.
func ModoNovo() {
	gin.SetMode(viper.GetString("extrato.modo.novo")) // vigia: ok debug-mode-enabled
}

func ModoAtual() {
	gin.SetMode(viper.GetString("extrato.modo.atual")) // vigia: ok debug-mode-enabled
}
