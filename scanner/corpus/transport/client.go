package client

import "crypto/tls"

var insecure = &tls.Config{InsecureSkipVerify: true} // vigia-expect: tls-verification-disabled
var secure = &tls.Config{MinVersion: tls.VersionTLS12}

const endpoint = "http://pix.banco-exemplo.com.br/cob" // vigia-expect: http-plaintext-endpoint
const local = "http://localhost:9000"
