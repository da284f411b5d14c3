import javax.naming.directory.DirContext
import javax.naming.directory.SearchControls
import org.springframework.web.bind.annotation.*

@RestController
class GerenteController(private val ctx: DirContext) {
    @GetMapping("/gerentes")
    fun gerentes(@RequestParam matricula: String) {
        ctx.search("ou=gerentes,dc=banco,dc=com,dc=br", "(uid=$matricula)", SearchControls()) // vigia: expect injection-ldap
        ctx.search("ou=gerentes,dc=banco,dc=com,dc=br", "(objectClass=person)", SearchControls()) // vigia: ok injection-ldap, injection-ldap-sink
    }
}
