import java.io.PrintWriter;
import javax.servlet.http.*;

class ComprovanteHtmlServlet extends HttpServlet {
  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
    String favorecido = request.getParameter("favorecido");
    PrintWriter saida = response.getWriter();
    saida.write("<p>Favorecido: " + favorecido + "</p>"); // vigia: expect xss
    saida.printf("<p>Valor: %s</p>", request.getParameter("valor")); // vigia: expect xss
    saida.write("<p>Comprovante emitido</p>"); // vigia: ok xss, xss-sink
  }
}
