import javax.servlet.http.*;

class AssinaturaRemessaServlet extends HttpServlet {
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws Exception {
    String arquivo = request.getParameter("remessa");
    Runtime.getRuntime().exec("gpg --sign /srv/remessas/" + arquivo); // vigia: expect injection-command
    Runtime.getRuntime().exec("gpg --sign /srv/remessas/cnab240.rem"); // vigia: ok injection-command, injection-command-sink
    new ProcessBuilder("sh", "-c", "gpg --verify " + arquivo).start(); // vigia: expect injection-command
  }
}
