package main

import (
	"crypto/tls"
	"net/http"

	"github.com/golang-jwt/jwt/v5"
)

var client = &http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{InsecureSkipVerify: true}}} // vigia-expect: tls-verification-disabled

func sign() {
	jwt.NewWithClaims(jwt.SigningMethodRS256, jwt.MapClaims{}) // vigia-expect: of-jws-alg-not-ps256
	jwt.NewWithClaims(jwt.SigningMethodPS256, jwt.MapClaims{})
}
