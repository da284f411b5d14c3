package auth

import "github.com/golang-jwt/jwt/v5"

func Claims(s string) {
	parser := jwt.NewParser()
	parser.ParseUnverified(s, jwt.MapClaims{}) // vigia-expect: jwt-not-verified
	jwt.Parse(s, keyFunc)
	jwt.NewWithClaims(jwt.SigningMethodNone, jwt.MapClaims{}) // vigia-expect: jwt-alg-none
}
