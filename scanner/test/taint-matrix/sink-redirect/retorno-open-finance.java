import javax.servlet.http.*;

class RetornoOpenFinanceServlet extends HttpServlet {
  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
    String destino = request.getParameter("redirect_uri");
    response.sendRedirect(destino); // vigia: expect open-redirect
    response.sendRedirect("/consentimentos/concluido"); // vigia: ok open-redirect, open-redirect-sink
  }
}
