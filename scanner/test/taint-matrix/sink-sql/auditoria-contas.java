import javax.persistence.EntityManager;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.*;

@RestController
class AuditoriaController {
  private EntityManager em;
  private JdbcTemplate jdbcTemplate;

  @GetMapping("/auditoria")
  public Object auditar(@RequestParam String operador) {
    em.createNativeQuery("SELECT * FROM auditoria WHERE operador = '" + operador + "'").getResultList(); // vigia: expect injection-sql
    em.createQuery("SELECT a FROM Auditoria a WHERE a.operador = :operador").setParameter("operador", operador); // vigia: ok injection-sql, injection-sql-sink
    return jdbcTemplate.queryForList("SELECT * FROM auditoria WHERE operador = '" + operador + "'"); // vigia: expect injection-sql
  }
}
