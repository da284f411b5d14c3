package br.com.banco.pix;

import java.util.regex.Pattern;

class ValidadorChave {
  private static final Pattern EMAIL = Pattern.compile("^([a-zA-Z0-9_.-]+)+@banco\\.com\\.br$"); // vigia-expect: regex-redos
  private static final Pattern DESCRICAO = Pattern.compile("^(.*)*;$"); // vigia-expect: regex-redos

  boolean codigoValido(String codigo) {
    return codigo.matches("(\\d+)+-[0-9]"); // vigia-expect: regex-redos
  }

  // Look-alikes: one quantifier per group, an optional group after a repetition.
  private static final Pattern VALOR = Pattern.compile("^\\d+(,\\d{2})?$");
  private static final Pattern TELEFONE = Pattern.compile("^\\+55(\\d{2})\\d{8,9}$");
  private static final Pattern GRUPOS = Pattern.compile("^(ab)+$");
}

class ValidadorNome {
  // A repeated group whose first part is itself a group: still nested quantifiers.
  private static final java.util.regex.Pattern NOME = java.util.regex.Pattern.compile("^(([a-z])+.)+[A-Z]([a-z])+$"); // vigia-expect: regex-redos
  // Look-alike: the repeated group ends in a mandatory separator.
  private static final java.util.regex.Pattern IP = java.util.regex.Pattern.compile("^((\\d+)\\.){3}\\d+$");
}
