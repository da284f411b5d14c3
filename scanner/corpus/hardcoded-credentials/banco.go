package banco

import (
	"database/sql"
	"net/http"
	"net/smtp"
	"os"

	"github.com/golang-jwt/jwt/v5"
)

func Abrir() (*sql.DB, error) {
	return sql.Open("mysql", "pix_app:Tr4nsf3r2024@tcp(db:3306)/pix") // vigia-expect: secret-credential-url
}

func ChamarParceiro(req *http.Request) {
	req.SetBasicAuth("integracao", "Parc3ir0Ted2024") // vigia-expect: credential-hardcoded
}

func EmitirToken(conta string) (string, error) {
	return jwt.NewWithClaims(jwt.SigningMethodHS256, jwt.MapClaims{"sub": conta}).SignedString([]byte("assinatura-do-app")) // vigia-expect: credential-hardcoded, of-jws-alg-not-ps256
}

// Look-alikes: secrets from the environment, a DSN without a password.
func AbrirSeguro(req *http.Request) (*sql.DB, error) {
	req.SetBasicAuth(os.Getenv("PARCEIRO_USUARIO"), os.Getenv("PARCEIRO_SENHA"))
	if _, err := sql.Open("mysql", "pix_app@unix(/run/mysqld.sock)/pix"); err != nil {
		return nil, err
	}
	return sql.Open("mysql", os.Getenv("PIX_DSN"))
}

func AutenticarSMTP() smtp.Auth {
	return smtp.PlainAuth("", "alertas@banco.com.br", "Al3rt4sPix2024", "smtp.banco.com.br") // vigia-expect: credential-hardcoded
}

// AutenticarSMTPSeguro: the password comes from the environment (look-alike).
func AutenticarSMTPSeguro() smtp.Auth {
	return smtp.PlainAuth("", "alertas@banco.com.br", os.Getenv("SMTP_SENHA"), "smtp.banco.com.br")
}
