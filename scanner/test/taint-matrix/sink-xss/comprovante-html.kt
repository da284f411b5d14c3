import io.ktor.http.ContentType
import io.ktor.server.application.*
import io.ktor.server.response.*
import io.ktor.server.routing.*

fun Application.comprovante() {
    routing {
        get("/comprovante") {
            val favorecido = call.parameters["favorecido"]
            call.respondText("<p>Favorecido: $favorecido</p>", ContentType.Text.Html) // vigia: expect xss
            call.respondText("<p>Comprovante emitido</p>", ContentType.Text.Html) // vigia: ok xss, xss-sink
        }
    }
}
