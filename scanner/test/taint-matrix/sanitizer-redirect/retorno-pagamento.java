import java.net.URI;
import javax.servlet.http.*;

class RetornoPagamentoServlet extends HttpServlet {
  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
    String destino = request.getParameter("retorno");
    if (request.getParameter("legado") != null) {
      response.sendRedirect(destino); // vigia: expect open-redirect
      return;
    }
    URI uri = URI.create(destino);
    if (!"app.banco.com.br".equals(uri.getHost())) {
      response.sendRedirect("/inicio");
      return;
    }
    response.sendRedirect(destino); // vigia: ok open-redirect
  }
}
