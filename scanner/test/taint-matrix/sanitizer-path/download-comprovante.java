import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import javax.servlet.http.*;

class DownloadComprovanteServlet extends HttpServlet {
  private static final Path BASE = Paths.get("/srv/comprovantes");

  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
    String arquivo = request.getParameter("arquivo");
    byte[] bruto = Files.readAllBytes(Paths.get("/srv/comprovantes/" + arquivo)); // vigia: expect path-traversal
    Path caminho = BASE.resolve(arquivo).normalize();
    if (!caminho.startsWith(BASE)) {
      response.sendError(400);
      return;
    }
    byte[] conteudo = Files.readAllBytes(caminho); // vigia: ok path-traversal
    response.getOutputStream().write(conteudo);
  }
}
