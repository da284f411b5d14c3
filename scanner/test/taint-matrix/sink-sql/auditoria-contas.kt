import javax.persistence.EntityManager
import org.springframework.web.bind.annotation.*

@RestController
class AuditoriaController(private val em: EntityManager) {
    @GetMapping("/auditoria")
    fun auditar(@RequestParam operador: String): List<*> {
        em.createQuery("SELECT a FROM Auditoria a WHERE a.operador = :operador").setParameter("operador", operador) // vigia: ok injection-sql, injection-sql-sink
        return em.createNativeQuery("SELECT * FROM auditoria WHERE operador = '$operador'").resultList // vigia: expect injection-sql
    }
}
