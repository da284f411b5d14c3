package br.com.banco.cartoes

import java.sql.Connection
import java.sql.DriverManager

class ConexaoCartoes {
    fun abrir(url: String): Connection =
        DriverManager.getConnection(url, "cartoes_app", "C4rt0es#2024") // vigia-expect: credential-hardcoded

    fun abrirSeguro(url: String): Connection =
        // Look-alike: the password comes from the environment.
        DriverManager.getConnection(url, "cartoes_app", System.getenv("CARTOES_SENHA"))
}
