package br.com.banco.pix;

import java.util.regex.Pattern;
import javax.servlet.http.HttpServletRequest;

class BuscaContatos {
  boolean contem(HttpServletRequest request, String apelido) {
    String filtro = request.getParameter("filtro");
    Pattern padrao = Pattern.compile(filtro); // vigia-expect: regex-injection
    return padrao.matcher(apelido).find() || apelido.matches(request.getParameter("exato")); // vigia-expect: regex-injection
  }

  boolean contemSeguro(HttpServletRequest request, String apelido) {
    // Look-alikes: the input is quoted; a parameter split on a fixed separator.
    Pattern padrao = Pattern.compile(Pattern.quote(request.getParameter("filtro")));
    String[] partes = request.getParameter("chaves").split(",");
    return padrao.matcher(apelido).find() && partes.length > 0;
  }

  String[] dividir(String texto, String separador) {
    // Look-alike: the separator is of unknown origin (a library's own parameter), not request data.
    return texto.split(separador);
  }
}
