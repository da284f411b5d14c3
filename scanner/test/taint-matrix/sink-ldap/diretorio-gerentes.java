import javax.naming.directory.DirContext;
import javax.naming.directory.SearchControls;
import javax.servlet.http.*;

class DiretorioGerentesServlet extends HttpServlet {
  private DirContext ctx;

  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
    String matricula = request.getParameter("matricula");
    ctx.search("ou=gerentes,dc=banco,dc=com,dc=br", "(uid=" + matricula + ")", new SearchControls()); // vigia: expect injection-ldap
    ctx.search("ou=gerentes,dc=banco,dc=com,dc=br", "(objectClass=person)", new SearchControls()); // vigia: ok injection-ldap, injection-ldap-sink
  }
}
