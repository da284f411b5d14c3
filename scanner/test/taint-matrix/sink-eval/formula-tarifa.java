import javax.script.ScriptEngine;
import javax.script.ScriptEngineManager;
import javax.servlet.http.*;

class FormulaTarifaServlet extends HttpServlet {
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws Exception {
    ScriptEngine motor = new ScriptEngineManager().getEngineByName("javascript");
    String formula = request.getParameter("formula");
    motor.eval(formula); // vigia: expect injection-eval
    motor.eval("0.0099 * 1000"); // vigia: ok injection-eval, injection-eval-sink
  }
}
