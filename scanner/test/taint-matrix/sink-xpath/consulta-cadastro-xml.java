import javax.servlet.http.*;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;

class ConsultaCadastroXmlServlet extends HttpServlet {
  private Document cadastro;

  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
    XPath xpath = XPathFactory.newInstance().newXPath();
    String conta = request.getParameter("conta");
    xpath.evaluate("/clientes/cliente[conta='" + conta + "']/nome", cadastro); // vigia: expect injection-xpath
    xpath.evaluate("/clientes/cliente[1]/nome", cadastro); // vigia: ok injection-xpath, injection-xpath-sink
  }
}
