provider "vault" {
  address         = "https://vault.exemplo.com.br"
  skip_tls_verify = true # vigia-expect: tls-verification-disabled
}

variable "callback_url" {
  default = "http://callbacks.exemplo-banco.com.br/notify" # vigia-expect: http-plaintext-endpoint
}
