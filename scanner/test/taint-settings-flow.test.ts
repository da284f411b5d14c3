// Settings that travel: a Properties object a constructor loads into a field and another method reads, and
// a helper of another file that returns a setting (its summary carries the constant and where the file
// writes it). Each true case has its look-alike: the same flow reading a key whose value is safe.
import { describe, expect, it } from 'vitest';
import { analyzeWithEngine } from '../src/taint/engine/analyze.js';
import { Project } from '../src/taint/project/project.js';

/** The rules reported in `file` of a tree (code and configuration files by path). */
function rulesIn(tree: Record<string, string>, file: string): string[] {
  const code = Object.keys(tree).filter((f) => /\.(?:java|go|cs|py)$/.test(f));
  const project = new Project({ version: 1, files: code, settings: Object.keys(tree).filter((f) => !code.includes(f)), modules: {} }, (f) => tree[f]);
  return analyzeWithEngine(file, tree[file] ?? '', undefined, project).map((h) => `${h.line}:${h.ruleId}`);
}

const PROPERTIES = { 'src/main/resources/app.properties': 'hash=MD5\nseguro=SHA-256\n' };

describe('configuração guardada num campo', () => {
  it('o construtor carrega o Properties do campo; outro método lê a chave', () => {
    const java = (key: string): string => `package br.banco;\nimport java.security.MessageDigest;\nimport java.util.Properties;\nclass Assinatura {\n  private final Properties config = new Properties();\n  Assinatura() throws Exception { config.load(getClass().getResourceAsStream("app.properties")); }\n  byte[] resumo(byte[] d) throws Exception { return MessageDigest.getInstance(config.getProperty("${key}")).digest(d); }\n}\n`;
    const file = 'src/main/java/br/banco/Assinatura.java';
    expect(rulesIn({ ...PROPERTIES, [file]: java('hash') }, file)).toContain('7:crypto-weak-hash');
    expect(rulesIn({ ...PROPERTIES, [file]: java('seguro') }, file)).not.toContain('7:crypto-weak-hash');
  });
});

describe('configuração devolvida por uma função de outro arquivo', () => {
  it('Java: o resumo do método estático leva a constante lida do arquivo', () => {
    const helper = (key: string): string => `package br.banco;\nimport java.util.Properties;\nclass Configuracao {\n  static String algoritmo() throws Exception {\n    Properties p = new Properties();\n    p.load(Configuracao.class.getResourceAsStream("app.properties"));\n    return p.getProperty("${key}");\n  }\n}\n`;
    const caller = 'package br.banco;\nimport java.security.MessageDigest;\nclass Assinatura {\n  byte[] resumo(byte[] d) throws Exception {\n    return MessageDigest.getInstance(Configuracao.algoritmo()).digest(d);\n  }\n}\n';
    const file = 'src/main/java/br/banco/Assinatura.java';
    const tree = (key: string) => ({ ...PROPERTIES, [file]: caller, 'src/main/java/br/banco/Configuracao.java': helper(key) });
    expect(rulesIn(tree('hash'), file)).toContain('5:crypto-weak-hash');
    expect(rulesIn(tree('seguro'), file)).not.toContain('5:crypto-weak-hash');
  });

  it('Go: uma função do mesmo pacote devolve o que o viper lê', () => {
    const helper = (key: string): string => `package auth\n\nimport "github.com/spf13/viper"\n\nfunc algoritmo() string {\n\treturn viper.GetString("${key}")\n}\n`;
    const caller = 'package auth\n\nimport "github.com/golang-jwt/jwt/v5"\n\nfunc Metodo() jwt.SigningMethod {\n\treturn jwt.GetSigningMethod(algoritmo())\n}\n';
    const tree = (key: string) => ({ 'config.yaml': 'jwt:\n  alg: none\n  seguro: PS256\n', 'internal/auth/metodo.go': caller, 'internal/auth/config.go': helper(key) });
    expect(rulesIn(tree('jwt.alg'), 'internal/auth/metodo.go')).toContain('6:jwt-alg-none');
    expect(rulesIn(tree('jwt.seguro'), 'internal/auth/metodo.go')).not.toContain('6:jwt-alg-none');
  });
});
