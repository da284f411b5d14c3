package cofre

import (
	"os"

	"github.com/golang-jwt/jwt/v5"
	"github.com/joho/godotenv"
)

func MetodoDocumento() jwt.SigningMethod {
	return jwt.GetSigningMethod(os.Getenv("COFRE_JWT")) // vigia-expect: jwt-alg-none
}

func MetodoIndice() jwt.SigningMethod {
	ambiente, err := godotenv.Read()
	if err != nil {
		return nil
	}
	return jwt.GetSigningMethod(ambiente["COFRE_JWT_INDICE"])
}

func MetodoArquivo() jwt.SigningMethod {
	if metodo, ok := os.LookupEnv("COFRE_JWT_ARQUIVO"); ok {
		return jwt.GetSigningMethod(metodo)
	}
	return nil
}
