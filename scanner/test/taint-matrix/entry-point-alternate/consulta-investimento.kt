import io.ktor.server.application.*
import io.ktor.server.response.*
import io.ktor.server.routing.*
import java.sql.Connection

fun Application.investimentos(conexao: Connection) {
    routing {
        get("/investimentos") {
            val produto = call.parameters["produto"]
            conexao.createStatement().executeQuery("SELECT * FROM investimentos WHERE produto = '" + produto + "'") // vigia: expect injection-sql
            conexao.createStatement().executeQuery("SELECT * FROM investimentos WHERE produto = 'CDB'") // vigia: ok injection-sql, injection-sql-sink
            call.respondText("ok")
        }
    }
}
