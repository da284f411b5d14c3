package signer

import (
	"time"

	"github.com/golang-jwt/jwt/v5"
)

const accessTokenTTL = 2 * time.Hour // vigia-expect: of-token-lifetime
const refreshWindow = 2 * time.Hour

func Sign() {
	jwt.NewWithClaims(jwt.SigningMethodRS256, jwt.MapClaims{}) // vigia-expect: of-jws-alg-not-ps256
	jwt.NewWithClaims(jwt.SigningMethodPS256, jwt.MapClaims{})
}
