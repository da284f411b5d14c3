import java.net.URL;
import javax.servlet.http.*;
import org.springframework.web.client.RestTemplate;

class WebhookCobrancaServlet extends HttpServlet {
  private final RestTemplate restTemplate = new RestTemplate();

  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws Exception {
    String webhook = request.getParameter("webhook");
    new URL(webhook).openConnection().connect(); // vigia: expect ssrf
    restTemplate.getForObject(webhook, String.class); // vigia: expect ssrf
    restTemplate.getForObject("https://api.bcb.gov.br/pix/status", String.class); // vigia: ok ssrf, ssrf-sink
  }
}
