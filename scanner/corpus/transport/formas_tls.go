package transporte

import (
	"crypto/tls"
	"net/http"
)

func clienteSpi() *http.Client {
	cfg := &tls.Config{}
	cfg.InsecureSkipVerify = true // vigia-expect: tls-verification-disabled
	return &http.Client{Transport: &http.Transport{TLSClientConfig: cfg}}
}

func clienteSpiSeguro() *http.Client {
	cfg := &tls.Config{MinVersion: tls.VersionTLS12}
	cfg.InsecureSkipVerify = false
	return &http.Client{Transport: &http.Transport{TLSClientConfig: cfg}}
}
