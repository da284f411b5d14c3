import io.ktor.server.application.*
import io.ktor.server.response.*
import io.ktor.server.routing.*
import java.sql.Connection
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext

fun Application.agendamentos(conexao: Connection) {
    routing {
        post("/agendamentos") {
            val boleto = call.parameters["boleto"]
            withContext(Dispatchers.IO) {
                conexao.createStatement().executeUpdate("INSERT INTO agendamentos (boleto) VALUES ('" + boleto + "')") // vigia: expect injection-sql
                conexao.createStatement().executeUpdate("DELETE FROM agendamentos WHERE status = 'CANCELADO'") // vigia: ok injection-sql, injection-sql-sink
            }
            call.respondText("ok")
        }
    }
}
