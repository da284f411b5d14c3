import java.util.HashMap;
import java.util.Map;
import javax.naming.directory.DirContext;
import javax.servlet.http.HttpServletRequest;
import javax.xml.xpath.XPath;

public class ContaService {
    private DirContext ctx;
    private XPath xpath;

    public void consultar(HttpServletRequest request) throws Exception {
        String agencia = request.getHeader("X-Agencia");
        String comando = montarComando(agencia);
        Runtime.getRuntime().exec(comando); // vigia-expect: injection-command
        Runtime.getRuntime().exec(montarComando("0001"));

        Map<String, String> campos = new HashMap<>();
        campos.put("fixo", "0001");
        campos.put("cliente", agencia);
        ctx.search("ou=contas", "(agencia=" + campos.get("fixo") + ")", null);
        ctx.search("ou=contas", "(agencia=" + campos.get("cliente") + ")", null); // vigia-expect: injection-ldap

        int limite = 7;
        String filtro = (limite * 2 > 10) ? "titular" : agencia;
        xpath.evaluate("/contas/conta[@nome='" + filtro + "']", null);
        String outro = (limite * 2 < 10) ? "titular" : agencia;
        xpath.evaluate("/contas/conta[@nome='" + outro + "']", null); // vigia-expect: injection-xpath

        StringBuilder sb = new StringBuilder("ls /dados/");
        sb.append(request.getParameter("pasta"));
        Runtime.getRuntime().exec(sb.toString()); // vigia-expect: injection-command

        String tipo = request.getParameter("tipo");
        if ("pix".equals(tipo) || tipo == null) {
            tipo = "pix";
        }
        switch ("ABC".charAt(1)) {
            case 'A': tipo = request.getParameter("outro"); break;
            case 'B': tipo = "ted"; break;
            default: tipo = request.getParameter("outro"); break;
        }
        Runtime.getRuntime().exec("relatorio " + tipo);
    }

    private String montarComando(String agencia) {
        return "consulta-saldo --agencia " + agencia;
    }

    public void executar(String comandoExterno) throws Exception {
        Runtime.getRuntime().exec(comandoExterno); // vigia-expect: injection-command-sink
    }
}
