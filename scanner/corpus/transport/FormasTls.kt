package br.com.banco.transporte

import javax.net.ssl.HttpsURLConnection

object FormasTls {
    fun desligarVerificacaoDeHost() {
        HttpsURLConnection.setDefaultHostnameVerifier { hostname, sessao -> true } // vigia-expect: tls-verification-disabled
    }

    fun verificarHostDoSpi() {
        HttpsURLConnection.setDefaultHostnameVerifier { hostname, _ -> hostname == "spi.bcb.gov.br" }
    }
}
