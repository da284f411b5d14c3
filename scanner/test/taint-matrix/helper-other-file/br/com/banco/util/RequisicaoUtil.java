package br.com.banco.util;

import javax.servlet.http.HttpServletRequest;

public final class RequisicaoUtil {
  private RequisicaoUtil() {}

  public static String lerCpf(HttpServletRequest request) {
    return request.getParameter("cpf");
  }

  public static String somenteNumeros(String valor) {
    return String.valueOf(Long.parseLong(valor));
  }
}
