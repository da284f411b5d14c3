// Ktor: call.parameters, queryParameters and receiveText as sources; true cases and look-alikes.
package br.com.banco.pix

import io.ktor.http.ContentType
import io.ktor.server.application.*
import io.ktor.server.request.*
import io.ktor.server.response.*
import io.ktor.server.routing.*
import java.io.File
import java.sql.Connection

val CHAVE_VALIDA = Regex("^[0-9a-f-]{36}$")

fun Application.rotasPix(conexao: Connection) {
    routing {
        get("/pix/{chave}") {
            val chave = call.parameters["chave"]
            conexao.createStatement().executeQuery("SELECT * FROM pix WHERE chave = '$chave'") // vigia-expect: injection-sql
            conexao.prepareStatement("SELECT * FROM pix WHERE chave = ?").apply { setString(1, chave) }.executeQuery()
            if (chave != null && CHAVE_VALIDA.matches(chave)) {
                conexao.createStatement().executeQuery("SELECT * FROM pix WHERE chave = '" + chave + "'")
            }
            call.respondText("<h1>Chave $chave</h1>", ContentType.Text.Html) // vigia-expect: xss
            call.respondText("Chave $chave", ContentType.Text.Plain)
        }
        get("/comprovante") {
            val nome = call.request.queryParameters["arquivo"]
            call.respondFile(File("/srv/comprovantes/$nome")) // vigia-expect: path-traversal
            call.respondFile(File("/srv/comprovantes/comprovante.pdf"))
            val volta = call.request.queryParameters["volta"] ?: "/painel"
            call.respondRedirect(volta) // vigia-expect: open-redirect
            call.respondRedirect("/painel")
        }
        post("/backup") {
            val destino = call.receiveText()
            ProcessBuilder("bash", "-c", "pg_dump contas > $destino").start() // vigia-expect: injection-command
            ProcessBuilder("pg_dump", "-f", "/srv/backup/contas.sql", "contas").start()
            val dias = destino.toIntOrNull() ?: 7
            ProcessBuilder("bash", "-c", "limpar-backups --dias $dias").start()
        }
    }
}

fun executarRelatorio(conexao: Connection, consulta: String) {
    conexao.createStatement().executeQuery(consulta) // vigia-expect: injection-sql-sink
}
