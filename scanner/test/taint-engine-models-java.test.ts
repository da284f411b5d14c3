// The Java models (Servlet, Spring MVC/WebFlux, JAX-RS, JDBC/JPA/JdbcTemplate, commands, files, LDAP,
// XPath, regular expressions, templates, script engines, conversions): every row with a true case of
// our own and a look-alike, through the IR engine.
import { describe, expect, it } from 'vitest';
import { modelsFor } from '../src/taint/models/load.js';
import { mayHoldFlow } from '../src/taint/models/prefilter.js';
import { javaConfigurationCases } from './model-rows-configuration.js';
import { describeModelRows, type RowCase } from './model-rows.js';

/** A Spring handler of our own around `body` (`conta` is bound from the request unless `params` says otherwise). */
const spring = (body: string, params = '@RequestParam String conta', imports = ''): string =>
  `import org.springframework.web.bind.annotation.*;\n${imports}\n@RestController\nclass ExtratoController {\n  private JdbcTemplate jdbc;\n  private EntityManager em;\n  private Connection conexao;\n\n  @GetMapping("/extrato")\n  public void extrato(${params}, HttpServletRequest request, HttpServletResponse response) throws Exception {\n    ${body}\n  }\n}\n`;
/** A JAX-RS resource of our own. */
const jaxrs = (param: string, body: string): string => `@Path("/extrato")\nclass ExtratoResource {\n  @GET\n  public String extrato(${param}) throws Exception {\n    ${body}\n    return "ok";\n  }\n}\n`;
/** A method whose parameters are ours to name and type. */
const plain = (params: string, body: string): string => `class Servico {\n  void processar(${params}) throws Exception {\n    ${body}\n  }\n}\n`;

/** A Spring MVC controller of our own (`@Controller` or `@RestController`) whose handler returns `result`. */
const view = (annotation: string, result: string): string => `@${annotation}\nclass ExtratoViewController {\n  @GetMapping("/extrato")\n  String extrato(@RequestParam String secao) {\n    return ${result};\n  }\n}\n`;

const flows: RowCase[] = [
  { row: 'spring-bound-parameters', rule: 'path-traversal', truth: spring('new File("/srv/" + conta);'), lookalike: spring('new File("/srv/" + conta);', '@Autowired String conta') },
  { row: 'jaxrs-bound-parameters', rule: 'path-traversal', truth: jaxrs('@QueryParam("arquivo") String arquivo', 'new File("/srv/" + arquivo);'), lookalike: jaxrs('@Context String arquivo', 'new File("/srv/" + arquivo);') },
  { row: 'servlet-request-type', rule: 'path-traversal', truth: plain('HttpServletRequest request', 'new File(request.getParameter("arquivo"));'), lookalike: plain('Pedido request', 'new File(request.getParameter("arquivo"));') },
  { row: 'servlet-response-type', rule: 'xss', truth: plain('HttpServletRequest request, HttpServletResponse response', 'response.getWriter().write("<p>" + request.getParameter("nome"));'), lookalike: plain('HttpServletRequest request, Resposta response', 'response.getWriter().write("<p>" + request.getParameter("nome"));') },
  { row: 'servlet-request-getters', rule: 'path-traversal', truth: spring('new File(request.getHeader("X-Arquivo"));'), lookalike: spring('new File(request.getContextPath());') },
  { row: 'response-writer-getter', rule: 'xss', truth: spring('PrintWriter saida = response.getWriter();\n    saida.println("<p>" + conta);'), lookalike: spring('PrintWriter saida = response.getLocale();\n    saida.println("<p>" + conta);') },
  { row: 'servlet-writer', rule: 'xss', truth: spring('response.getWriter().format("<p>%s", conta);'), lookalike: spring('System.out.format("<p>%s", conta);') },
  { row: 'send-redirect', rule: 'open-redirect', truth: spring('response.sendRedirect(conta);'), lookalike: spring('navegador.sendRedirect(conta);') },
  { row: 'redirect-view', rule: 'open-redirect', truth: spring('RedirectView destino = new RedirectView(conta);'), lookalike: spring('RedirectView destino = new RedirectView("/painel?conta=" + conta);') },
  { row: 'session-attribute', rule: 'trust-boundary', truth: spring('request.getSession().setAttribute("conta", conta);'), lookalike: spring('cache.setAttribute("conta", conta);') },
  { row: 'spring-view-name', rule: 'template-injection', truth: view('Controller', '"extrato/" + secao'), lookalike: view('Controller', '"redirect:/extrato?secao=" + secao') },
  { row: 'rest-template', rule: 'ssrf', truth: spring('restTemplate.getForObject(conta, String.class);'), lookalike: spring('restTemplate.getForObject("https://api.banco.com.br/contas/" + conta, String.class);') },
  { row: 'jdbc-statement', rule: 'injection-sql', truth: spring('conexao.createStatement().executeQuery("SELECT * FROM extrato WHERE conta = \'" + conta + "\'");'), lookalike: spring('PreparedStatement ps = conexao.prepareStatement("SELECT * FROM extrato WHERE conta = ?");\n    ps.setString(1, conta);\n    ps.executeQuery();') },
  { row: 'jpa-queries', rule: 'injection-sql', truth: spring('em.createNativeQuery("SELECT * FROM extrato WHERE conta = \'" + conta + "\'");'), lookalike: spring('em.createNativeQuery("SELECT * FROM extrato WHERE conta = :conta").setParameter("conta", conta);') },
  { row: 'jdbc-template', rule: 'injection-sql', truth: spring('jdbc.queryForList("SELECT * FROM extrato WHERE conta = \'" + conta + "\'");'), lookalike: spring('jdbc.queryForList("SELECT * FROM extrato WHERE conta = ?", conta);') },
  { row: 'sql-generic', rule: 'injection-sql', truth: spring('jdbc.execute("DELETE FROM rascunho WHERE conta = \'" + conta + "\'");'), lookalike: spring('fila.execute("DELETE FROM rascunho WHERE conta = \'" + conta + "\'");') },
  { row: 'runtime-exec', rule: 'injection-command', truth: spring('Runtime runtime = Runtime.getRuntime();\n    Process p = runtime.exec("relatorio " + conta);'), lookalike: spring('Agenda agenda = new Agenda();\n    agenda.exec("relatorio " + conta);') },
  { row: 'process-builder', rule: 'injection-command', truth: spring('new ProcessBuilder("sh", "-c", "relatorio " + conta).start();'), lookalike: spring('new StringBuilder("relatorio " + conta).toString();') },
  { row: 'process-builder-command', rule: 'injection-command', truth: spring('ProcessBuilder pb = new ProcessBuilder();\n    pb.command("sh", "-c", "relatorio " + conta);'), lookalike: spring('Consulta consulta = new Consulta();\n    consulta.command("relatorio " + conta);') },
  { row: 'file-constructors', rule: 'path-traversal', truth: spring('new FileInputStream("/srv/" + conta);'), lookalike: spring('new StringReader("/srv/" + conta);') },
  { row: 'paths-get', rule: 'path-traversal', truth: spring('Paths.get("/srv", conta);'), lookalike: spring('Optional.of("/srv/" + conta);') },
  { row: 'files-functions', rule: 'path-traversal', truth: spring('Files.readAllBytes(conta);'), lookalike: spring('Arrays.readAllBytes(conta);') },
  { row: 'ldap-search', rule: 'injection-ldap', truth: spring('dirContext.search("ou=clientes", "(conta=" + conta + ")", controles);'), lookalike: spring('indice.search("ou=clientes", "(conta=" + conta + ")", controles);') },
  { row: 'xpath-evaluate', rule: 'injection-xpath', truth: spring('XPath xp = fabrica.newXPath();\n    xp.evaluate("/clientes/cliente[conta=\'" + conta + "\']", documento);'), lookalike: spring('Calculadora calc = new Calculadora();\n    calc.evaluate("/clientes/cliente[conta=\'" + conta + "\']", documento);') },
  { row: 'regex-compile', rule: 'regex-injection', truth: spring('Pattern.compile("^" + conta);'), lookalike: spring('Pattern.quote("^" + conta);') },
  { row: 'string-regex-methods', rule: 'regex-injection', truth: spring('String[] partes = "a,b".split(conta);'), lookalike: spring('String[] partes = conta.split(",");') },
  { row: 'freemarker-template', rule: 'template-injection', truth: spring('Template t = new Template("previa", new StringReader(conta), configuracao);'), lookalike: spring('Template t = new Template(conta, new StringReader("<p>${valor}</p>"), configuracao);') },
  { row: 'regex-string-results', rule: 'xss', truth: spring('response.getWriter().write(conta.split(" ")[0]);'), lookalike: spring('response.getWriter().write(String.valueOf(conta.matches("[0-9]+")));') },
  { row: 'velocity-evaluate', rule: 'template-injection', truth: spring('Velocity.evaluate(contexto, escritor, "recibo", "Olá " + conta);'), lookalike: spring('Velocity.evaluate(contexto, escritor, "Olá " + conta, "recibo");') },
  { row: 'template-engine-process', rule: 'template-injection', truth: spring('templateEngine.process("<p>" + conta, contexto);'), lookalike: spring('templateEngine.process("recibo", contexto);') },
  { row: 'url-open', rule: 'ssrf', truth: spring('new URL(conta).openStream();'), lookalike: spring('new URL("https://api.banco.com.br/contas/" + conta).openStream();') },
  { row: 'script-engine-eval', rule: 'injection-eval', truth: spring('motor.eval(conta);', '@RequestParam String conta', 'import javax.script.ScriptEngineManager;\n'), lookalike: spring('calculadora.eval(conta);') },
  { row: 'stream-callbacks', rule: 'injection-sql', truth: spring('List<String> contas = Arrays.asList(request.getParameterValues("conta"));\n    contas.forEach(c -> jdbc.update("DELETE FROM rascunho WHERE conta = \'" + c + "\'"));'), lookalike: spring('List<String> contas = Arrays.asList(request.getParameterValues("conta"));\n    repetir(3, c -> jdbc.update("DELETE FROM rascunho WHERE conta = \'" + c + "\'"));') },
  { row: 'collection-writes', rule: 'injection-sql', truth: spring('StringBuilder sql = new StringBuilder("SELECT * FROM extrato WHERE conta = \'");\n    sql.append(conta);\n    jdbc.queryForList(sql.toString());'), lookalike: spring('StringBuilder sql = new StringBuilder("SELECT * FROM extrato WHERE conta = \'");\n    sql.reverse(conta);\n    jdbc.queryForList(sql.toString());') },
  { row: 'weak-message-digest', rule: 'crypto-weak-hash', truth: spring('String alg = "MD5";\n    MessageDigest.getInstance(alg);'), lookalike: spring('String alg = "SHA-256";\n    MessageDigest.getInstance(alg);') },
  { row: 'weak-digest-utils', rule: 'crypto-weak-hash', truth: spring('DigestUtils.md5Hex(conta);'), lookalike: spring('DigestUtils.sha256Hex(conta);') },
  { row: 'weak-cipher-transformation', rule: 'crypto-weak-cipher', truth: spring('Cipher.getInstance("DES/CBC/PKCS5Padding");'), lookalike: spring('Cipher.getInstance("AES/GCM/NoPadding");') },
  { row: 'weak-key-algorithm', rule: 'crypto-weak-cipher', truth: spring('KeyGenerator.getInstance("DES");'), lookalike: spring('KeyGenerator.getInstance("AES");') },
  { row: 'predictable-random-constructor', rule: 'random-predictable', truth: spring('int n = new java.util.Random().nextInt();'), lookalike: spring('int n = new java.security.SecureRandom().nextInt();') },
  { row: 'predictable-random-call', rule: 'random-predictable', truth: spring('double n = Math.random();'), lookalike: spring('double n = Math.abs(-1.0);') },
  { row: 'cookie-flags', rule: 'cookie-insecure', truth: spring('Cookie c = new Cookie("conta", conta);\n    c.setHttpOnly(true);\n    response.addCookie(c);'), lookalike: spring('Cookie c = new Cookie("conta", conta);\n    c.setSecure(true);\n    response.addCookie(c);') },
];

const cleaners: RowCase[] = [
  { row: 'number-parsing', rule: 'injection-sql', truth: spring('jdbc.queryForList("SELECT * FROM extrato LIMIT " + Integer.parseInt(conta));'), lookalike: spring('jdbc.queryForList("SELECT * FROM extrato LIMIT " + Integer.toString(conta));') },
  { row: 'number-casts', rule: 'injection-sql', truth: spring('jdbc.queryForList("SELECT * FROM extrato LIMIT " + (long) conta);'), lookalike: spring('jdbc.queryForList("SELECT * FROM extrato LIMIT " + (String) conta);') },
  { row: 'html-escapers', rule: 'xss', truth: spring('response.getWriter().write("<p>" + HtmlUtils.htmlEscape(conta));'), lookalike: spring('response.getWriter().write("<p>" + HtmlUtils.htmlUnescape(conta));') },
  { row: 'xml-escapers', rule: 'xss', truth: spring('response.getWriter().write("<p>" + StringEscapeUtils.escapeXml11(conta));'), lookalike: spring('response.getWriter().write("<p>" + StringEscapeUtils.unescapeXml(conta));') },
  { row: 'esapi-other-encoders', rule: 'injection-sql', truth: spring('jdbc.queryForList("SELECT * FROM extrato WHERE conta = \'" + ESAPI.encoder().encodeForSQL(codec, conta) + "\'");'), lookalike: spring('jdbc.queryForList("SELECT * FROM extrato WHERE conta = \'" + ESAPI.encoder().canonicalize(conta) + "\'");') },
  { row: 'esapi-ldap-encoders', rule: 'injection-ldap', truth: spring('dirContext.search("ou=clientes", "(conta=" + ESAPI.encoder().encodeForLDAP(conta) + ")", controles);'), lookalike: spring('dirContext.search("ou=clientes", "(conta=" + ESAPI.encoder().canonicalize(conta) + ")", controles);') },
  { row: 'esapi-os-encoder', rule: 'injection-command', truth: spring('Runtime.getRuntime().exec("relatorio " + ESAPI.encoder().encodeForOS(codec, conta));'), lookalike: spring('Runtime.getRuntime().exec("relatorio " + ESAPI.encoder().canonicalize(conta));') },
  { row: 'url-encoders', rule: 'path-traversal', truth: spring('new File("/srv/" + URLEncoder.encode(conta, "UTF-8"));'), lookalike: spring('new File("/srv/" + URLDecoder.decode(conta, "UTF-8"));') },
  { row: 'file-name', rule: 'path-traversal', truth: spring('new File("/srv/" + FilenameUtils.getName(conta));'), lookalike: spring('new File("/srv/" + FilenameUtils.getPath(conta));') },
  { row: 'regex-quote', rule: 'regex-injection', truth: spring('Pattern.compile("^" + Pattern.quote(conta));'), lookalike: spring('Pattern.compile("^" + conta.trim());') },
  { row: 'scalar-parameter-types', rule: 'injection-sql', truth: spring('jdbc.queryForList("SELECT * FROM extrato LIMIT " + limite);', '@RequestParam int limite'), lookalike: spring('jdbc.queryForList("SELECT * FROM extrato LIMIT " + limite);', '@RequestParam String limite') },
  { row: 'constant-collection-membership', rule: 'injection-sql', truth: spring('List<String> tipos = Arrays.asList("pix", "ted");\n    if (tipos.contains(conta)) { jdbc.queryForList("SELECT * FROM extrato WHERE tipo = \'" + conta + "\'"); }'), lookalike: spring('List<String> tipos = Arrays.asList(conta, "ted");\n    if (tipos.contains(conta)) { jdbc.queryForList("SELECT * FROM extrato WHERE tipo = \'" + conta + "\'"); }') },
  { row: 'string-matches-regex', rule: 'injection-sql', truth: spring('if (!conta.matches("^[0-9]+$")) { return; }\n    jdbc.queryForList("SELECT * FROM extrato WHERE conta = " + conta);'), lookalike: spring('if (!conta.matches("[0-9]+.*")) { return; }\n    jdbc.queryForList("SELECT * FROM extrato WHERE conta = " + conta);') },
  { row: 'pattern-matches-string', rule: 'injection-sql', truth: spring('if (Pattern.matches("^[0-9]+$", conta)) { jdbc.queryForList("SELECT * FROM extrato WHERE conta = " + conta); }'), lookalike: spring('if (Pattern.matches("^[0-9].*", conta)) { jdbc.queryForList("SELECT * FROM extrato WHERE conta = " + conta); }') },
  { row: 'normalized-path-prefix', rule: 'path-traversal', truth: spring('Path alvo = Paths.get("/srv/recibos").resolve(conta).normalize();\n    if (alvo.startsWith("/srv/recibos")) { Files.readAllBytes(alvo); }'), lookalike: spring('Path alvo = Paths.get("/srv/recibos").resolve(conta);\n    if (alvo.startsWith("/srv/recibos")) { Files.readAllBytes(alvo); }') },
  { row: 'scalar-results', rule: 'injection-sql', truth: spring('jdbc.queryForList("SELECT * FROM extrato LIMIT " + conta.length());'), lookalike: spring('jdbc.queryForList("SELECT * FROM extrato LIMIT " + conta.trim());') },
];

describeModelRows('java', 'ExtratoController.java', [...flows, ...javaConfigurationCases], cleaners);

describe('prefiltro derivado das linhas de Java', () => {
  const models = modelsFor('java');

  it('analisa o servlet que lê um parâmetro e consulta o banco', () => {
    expect(mayHoldFlow(models, plain('HttpServletRequest request', 'conexao.createStatement().executeQuery("SELECT * FROM t WHERE c = \'" + request.getParameter("c") + "\'");'))).toBe(true);
  });

  it('pula a classe de dados sem sink', () => {
    expect(mayHoldFlow(models, 'record Conta(String numero, String agencia) {}\n')).toBe(false);
  });
});
