import java.io.File;
import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.Statement;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class ExtratoServlet extends HttpServlet {
    private static final String TABELA = "extrato";
    private static final String BASE = "/srv/extratos/";
    private Connection conexao;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String cpf = request.getParameter("cpf");
        try {
            Statement stmt = conexao.createStatement();
            String sql = "SELECT * FROM " + TABELA + " WHERE cpf = '" + cpf + "'";
            stmt.executeQuery(sql); // vigia-expect: injection-sql

            PreparedStatement ps = conexao.prepareStatement("SELECT * FROM " + TABELA + " WHERE cpf = ?");
            ps.setString(1, cpf);
            ps.executeQuery();

            int conta = Integer.parseInt(request.getParameter("conta"));
            stmt.executeQuery("SELECT saldo FROM contas WHERE id = " + conta);
        } catch (Exception e) {
            response.sendError(500);
        }

        response.getWriter().println("<p>Extrato de " + cpf + "</p>"); // vigia-expect: xss
        response.getWriter().println("<p>Extrato de " + org.owasp.esapi.ESAPI.encoder().encodeForHTML(cpf) + "</p>");

        String arquivo = request.getParameter("arquivo");
        File f = new File(BASE + arquivo); // vigia-expect: path-traversal
        File fixo = new File(BASE + "modelo.pdf");

        request.getSession().setAttribute("cpfCliente", cpf); // vigia-expect: trust-boundary
        request.getSession().setAttribute("origem", "extrato");

        Cookie sessao = new Cookie("extrato", "1");
        response.addCookie(sessao); // vigia-expect: cookie-insecure, cookie-no-httponly
        Cookie segura = new Cookie("preferencia", "pt-BR");
        segura.setSecure(true);
        segura.setHttpOnly(true);
        response.addCookie(segura);
    }
}
