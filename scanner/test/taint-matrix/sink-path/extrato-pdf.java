import java.io.File;
import java.io.FileInputStream;
import javax.servlet.http.*;

class ExtratoPdfServlet extends HttpServlet {
  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
    String mes = request.getParameter("mes");
    new FileInputStream("/srv/extratos/" + mes + ".pdf"); // vigia: expect path-traversal
    new File("/srv/extratos/modelo.pdf"); // vigia: ok path-traversal, path-traversal-sink
  }
}
