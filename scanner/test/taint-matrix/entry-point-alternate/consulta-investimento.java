import javax.ws.rs.GET;
import javax.ws.rs.Path;
import javax.ws.rs.QueryParam;
import org.springframework.jdbc.core.JdbcTemplate;

@Path("/investimentos")
public class InvestimentoResource {
  private JdbcTemplate jdbc;

  @GET
  public String consultar(@QueryParam("produto") String produto) {
    jdbc.queryForList("SELECT * FROM investimentos WHERE produto = '" + produto + "'"); // vigia: expect injection-sql
    jdbc.queryForList("SELECT * FROM investimentos WHERE produto = 'CDB'"); // vigia: ok injection-sql, injection-sql-sink
    return "ok";
  }
}
