package extrato

import (
	"os"

	"github.com/gin-gonic/gin"
	"github.com/golang-jwt/jwt/v5"
	"github.com/joho/godotenv"
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

// godotenv (or Docker Compose's env_file) puts .env into the environment: the code only names keys.
func MetodoAmbiente() jwt.SigningMethod {
	return jwt.GetSigningMethod(os.Getenv("JWT_LEGADO")) // vigia: expect jwt-alg-none
}

func MetodoAmbienteConferido() jwt.SigningMethod {
	if algoritmo, definido := os.LookupEnv("JWT_LEGADO"); definido {
		return jwt.GetSigningMethod(algoritmo) // vigia: expect jwt-alg-none
	}
	return nil
}

func MetodoDoArquivo() jwt.SigningMethod {
	ambiente, _ := godotenv.Read()
	return jwt.GetSigningMethod(ambiente["JWT_LEGADO"]) // vigia: expect jwt-alg-none
}

func ModoAmbiente() {
	godotenv.Load()
	gin.SetMode(os.Getenv("GIN_MODE")) // vigia: expect debug-mode-enabled
}

// The look-alike: the file names a strong algorithm.
func MetodoAmbienteAtual() jwt.SigningMethod {
	return jwt.GetSigningMethod(os.Getenv("JWT_ATUAL")) // vigia: ok jwt-alg-none
}

// No file has this key: nothing known runs.
func MetodoAmbienteNovo() jwt.SigningMethod {
	return jwt.GetSigningMethod(os.Getenv("JWT_NOVO")) // vigia: ok jwt-alg-none
}

// The staging environment changes this key: which algorithm runs depends on the environment.
func MetodoAmbientePerfil() jwt.SigningMethod {
	return jwt.GetSigningMethod(os.Getenv("JWT_PERFIL")) // vigia: ok jwt-alg-none
}

// LookupEnv's ok is whether the file writes the key: the default is set only when it does not.
func MetodoAmbientePadrao() jwt.SigningMethod {
	algoritmo, definido := os.LookupEnv("JWT_LEGADO")
	if !definido {
		algoritmo = "RS256"
	}
	return jwt.GetSigningMethod(algoritmo) // vigia: expect jwt-alg-none
}

func MetodoAmbientePadraoAtual() jwt.SigningMethod {
	algoritmo, definido := os.LookupEnv("JWT_ATUAL")
	if !definido {
		algoritmo = "none"
	}
	return jwt.GetSigningMethod(algoritmo) // vigia: ok jwt-alg-none
}
