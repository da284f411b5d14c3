import static java.lang.Runtime.getRuntime;

import javax.servlet.http.*;

class AssinaturaRemessaServlet extends HttpServlet {
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws Exception {
    String arquivo = request.getParameter("remessa");
    getRuntime().exec("gpg --sign /srv/remessas/" + arquivo); // vigia: expect injection-command
    getRuntime().exec("gpg --sign /srv/remessas/cnab240.rem"); // vigia: ok injection-command, injection-command-sink
  }
}
