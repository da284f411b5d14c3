// The Kotlin models (Spring MVC/WebFlux, Ktor, JDBC/JPA/JdbcTemplate, commands, files, LDAP, XPath,
// regular expressions, templates, script engines, conversions): every row with a true case of our own
// and a look-alike, through the IR engine.
import { describe, expect, it } from 'vitest';
import { modelsFor } from '../src/taint/models/load.js';
import { mayHoldFlow } from '../src/taint/models/prefilter.js';
import { kotlinConfigurationCases } from './model-rows-configuration.js';
import { describeModelRows, type RowCase } from './model-rows.js';

const IMPORTS = 'import org.springframework.web.bind.annotation.*\nimport javax.servlet.http.HttpServletRequest\n';
/** A Spring handler of our own around `body` (`conta` is bound from the request unless `params` says otherwise). */
const spring = (body: string, params = '@RequestParam conta: String', imports = IMPORTS): string =>
  `${imports}\n@RestController\nclass ExtratoController(private val jdbc: JdbcTemplate, private val em: EntityManager) {\n    @GetMapping("/extrato")\n    fun extrato(${params}, request: HttpServletRequest, response: HttpServletResponse) {\n        ${body}\n    }\n}\n`;
/** A Ktor route of our own around `body`. */
const ktor = (body: string): string => `import io.ktor.server.application.*\n\nfun Application.rotas() {\n    routing {\n        get("/extrato") {\n            ${body}\n        }\n    }\n}\n`;
/** A function whose parameters are ours to name and type. */
const plain = (params: string, body: string): string => `class Servico {\n    fun processar(${params}) {\n        ${body}\n    }\n}\n`;

const flows: RowCase[] = [
  { row: 'spring-bound-parameters', rule: 'path-traversal', truth: spring('File("/srv/" + conta)'), lookalike: spring('File("/srv/" + conta)', '@Autowired conta: String') },
  { row: 'servlet-request-type', rule: 'path-traversal', truth: plain('request: HttpServletRequest', 'File(request.getParameter("arquivo"))'), lookalike: plain('request: Pedido', 'File(request.getParameter("arquivo"))') },
  { row: 'servlet-response-type', rule: 'xss', truth: plain('request: HttpServletRequest, response: HttpServletResponse', 'response.writer.write("<p>" + request.getParameter("nome"))'), lookalike: plain('request: HttpServletRequest, response: Resposta', 'response.writer.write("<p>" + request.getParameter("nome"))') },
  { row: 'servlet-request-getters', rule: 'path-traversal', truth: spring('File(request.getHeader("X-Arquivo"))'), lookalike: spring('File(request.getContextPath())') },
  { row: 'servlet-request-properties', rule: 'path-traversal', truth: spring('File(request.pathInfo)'), lookalike: spring('File(request.contextPath)') },
  { row: 'response-writer', rule: 'xss', truth: spring('response.writer.print("<p>" + conta)'), lookalike: spring('response.locale.print("<p>" + conta)') },
  { row: 'response-writer-getter', rule: 'xss', truth: spring('response.getWriter().println("<p>" + conta)'), lookalike: spring('response.getLocale().println("<p>" + conta)') },
  { row: 'servlet-writer', rule: 'xss', truth: spring('response.writer.write("<p>" + conta)'), lookalike: spring('System.out.write("<p>" + conta)') },
  { row: 'send-redirect', rule: 'open-redirect', truth: spring('response.sendRedirect(conta)'), lookalike: spring('navegador.sendRedirect(conta)') },
  { row: 'redirect-view', rule: 'open-redirect', truth: spring('val destino = RedirectView(conta)'), lookalike: spring('val destino = RedirectView("/painel?conta=" + conta)') },
  { row: 'session-attribute', rule: 'trust-boundary', truth: spring('request.session.setAttribute("conta", conta)'), lookalike: spring('cache.setAttribute("conta", conta)') },
  { row: 'rest-template', rule: 'ssrf', truth: spring('restTemplate.getForObject(conta, String::class.java)'), lookalike: spring('restTemplate.getForObject("https://api.banco.com.br/contas/" + conta, String::class.java)') },
  { row: 'ktor-call', rule: 'path-traversal', truth: ktor('File(call.parameters["arquivo"])'), lookalike: plain('call: Chamada', 'File(call.parameters["arquivo"])') },
  { row: 'ktor-request-fields', rule: 'path-traversal', truth: ktor('File(call.request.queryParameters["arquivo"]!!)'), lookalike: ktor('File(call.application.environment.config.property("pasta").getString())') },
  { row: 'ktor-receive', rule: 'path-traversal', truth: ktor('val corpo = call.receiveText()\n            File(corpo)'), lookalike: ktor('val corpo = call.toString()\n            File(corpo)') },
  { row: 'ktor-respond-html', rule: 'xss', truth: ktor('call.respondText("<p>" + call.parameters["nome"], ContentType.Text.Html)'), lookalike: ktor('call.respondText("<p>" + call.parameters["nome"], ContentType.Text.Plain)') },
  { row: 'ktor-respond-redirect', rule: 'open-redirect', truth: ktor('call.respondRedirect(call.parameters["volta"]!!)'), lookalike: ktor('call.respondRedirect("/painel?volta=" + call.parameters["volta"])') },
  { row: 'ktor-http-client', rule: 'ssrf', truth: ktor('httpClient.get(call.parameters["url"]!!)'), lookalike: ktor('cache.get(call.parameters["url"]!!)') },
  { row: 'jdbc-statement', rule: 'injection-sql', truth: spring('conexao.createStatement().executeQuery("SELECT * FROM extrato WHERE conta = \'$conta\'")'), lookalike: spring('conexao.prepareStatement("SELECT * FROM extrato WHERE conta = ?").apply { setString(1, conta) }.executeQuery()') },
  { row: 'jpa-queries', rule: 'injection-sql', truth: spring('em.createNativeQuery("SELECT * FROM extrato WHERE conta = \'$conta\'")'), lookalike: spring('em.createNativeQuery("SELECT * FROM extrato WHERE conta = :conta").setParameter("conta", conta)') },
  { row: 'jdbc-template', rule: 'injection-sql', truth: spring('jdbc.queryForList("SELECT * FROM extrato WHERE conta = \'$conta\'")'), lookalike: spring('jdbc.queryForList("SELECT * FROM extrato WHERE conta = ?", conta)') },
  { row: 'sql-generic', rule: 'injection-sql', truth: spring('jdbc.execute("DELETE FROM rascunho WHERE conta = \'$conta\'")'), lookalike: spring('fila.execute("DELETE FROM rascunho WHERE conta = \'$conta\'")') },
  { row: 'runtime-exec', rule: 'injection-command', truth: spring('Runtime.getRuntime().exec("relatorio " + conta)'), lookalike: spring('agenda.exec("relatorio " + conta)') },
  { row: 'process-builder', rule: 'injection-command', truth: spring('ProcessBuilder("sh", "-c", "relatorio " + conta).start()'), lookalike: spring('StringBuilder("relatorio " + conta).toString()') },
  { row: 'process-builder-command', rule: 'injection-command', truth: spring('val pb = ProcessBuilder()\n        pb.command("sh", "-c", "relatorio " + conta)'), lookalike: spring('val consulta = Consulta()\n        consulta.command("relatorio " + conta)') },
  { row: 'file-constructors', rule: 'path-traversal', truth: spring('FileInputStream("/srv/" + conta)'), lookalike: spring('StringReader("/srv/" + conta)') },
  { row: 'paths-get', rule: 'path-traversal', truth: spring('Paths.get("/srv", conta)'), lookalike: spring('Optional.of("/srv/" + conta)') },
  { row: 'files-functions', rule: 'path-traversal', truth: spring('Files.list(conta)'), lookalike: spring('Collections.list(conta)') },
  { row: 'ldap-search', rule: 'injection-ldap', truth: spring('dirContext.search("ou=clientes", "(conta=" + conta + ")", controles)'), lookalike: spring('indice.search("ou=clientes", "(conta=" + conta + ")", controles)') },
  { row: 'xpath-evaluate', rule: 'injection-xpath', truth: spring('xpath.evaluate("/clientes/cliente[conta=\'" + conta + "\']", documento)'), lookalike: spring('calculadora.evaluate("/clientes/cliente[conta=\'" + conta + "\']", documento)') },
  { row: 'regex-compile', rule: 'regex-injection', truth: spring('Regex("^" + conta)'), lookalike: spring('Pattern.quote("^" + conta)') },
  { row: 'velocity-evaluate', rule: 'template-injection', truth: spring('Velocity.evaluate(contexto, escritor, "recibo", "Olá " + conta)'), lookalike: spring('Velocity.evaluate(contexto, escritor, "Olá " + conta, "recibo")') },
  { row: 'template-engine-process', rule: 'template-injection', truth: spring('templateEngine.process("<p>" + conta, contexto)'), lookalike: spring('templateEngine.process("recibo", Context().apply { setVariable("conta", conta) })') },
  { row: 'url-open', rule: 'ssrf', truth: spring('URL(conta).readText()'), lookalike: spring('URL("https://api.banco.com.br/contas/" + conta).readText()') },
  { row: 'script-engine-eval', rule: 'injection-eval', truth: spring('motor.eval(conta)', '@RequestParam conta: String', `${IMPORTS}import javax.script.ScriptEngineManager\n`), lookalike: spring('calculadora.eval(conta)') },
  { row: 'scope-functions', rule: 'injection-sql', truth: spring('conta.let { jdbc.queryForList("SELECT * FROM extrato WHERE conta = \'$it\'") }'), lookalike: spring('repetir(3) { jdbc.queryForList("SELECT * FROM extrato WHERE conta = \'$it\'") }') },
  { row: 'collection-writes', rule: 'injection-sql', truth: spring('val partes = mutableListOf<String>()\n        partes.add(conta)\n        jdbc.queryForList("SELECT * FROM extrato WHERE conta IN (" + partes.joinToString() + ")")'), lookalike: spring('val partes = mutableListOf<String>()\n        partes.remove(conta)\n        jdbc.queryForList("SELECT * FROM extrato WHERE conta IN (" + partes.joinToString() + ")")') },
];

const cleaners: RowCase[] = [
  { row: 'constant-collection-membership', rule: 'injection-sql', truth: spring('if (listOf("pix", "ted").contains(conta)) { jdbc.queryForList("SELECT * FROM extrato WHERE tipo = \'" + conta + "\'") }'), lookalike: spring('if (listOf(conta, "ted").contains(conta)) { jdbc.queryForList("SELECT * FROM extrato WHERE tipo = \'" + conta + "\'") }') },
  { row: 'string-matches-regex', rule: 'injection-sql', truth: spring('if (conta.matches(Regex("^[0-9]+$"))) { jdbc.queryForList("SELECT * FROM extrato WHERE conta = " + conta) }'), lookalike: spring('if (conta.matches(Regex("^.+$"))) { jdbc.queryForList("SELECT * FROM extrato WHERE conta = " + conta) }') },
  { row: 'regex-matches-string', rule: 'injection-sql', truth: spring('if (Regex("^[0-9]+$").matches(conta)) { jdbc.queryForList("SELECT * FROM extrato WHERE conta = " + conta) }'), lookalike: spring('if (Regex("[0-9]+").matches(conta)) { jdbc.queryForList("SELECT * FROM extrato WHERE conta = " + conta) }') },
  { row: 'character-class-checks', rule: 'injection-sql', truth: spring('if (conta.all { it.isDigit() }) { jdbc.queryForList("SELECT * FROM extrato WHERE conta = " + conta) }'), lookalike: spring('if (conta.all { it.isWhitespace() }) { jdbc.queryForList("SELECT * FROM extrato WHERE conta = " + conta) }') },
  { row: 'every-character-check', rule: 'injection-sql', truth: spring('if (conta.all { it.isLetterOrDigit() }) { jdbc.queryForList("SELECT * FROM extrato WHERE conta = \'" + conta + "\'") }'), lookalike: spring('if (conta.any { it.isLetterOrDigit() }) { jdbc.queryForList("SELECT * FROM extrato WHERE conta = \'" + conta + "\'") }') },
  { row: 'normalized-path-prefix', rule: 'path-traversal', truth: spring('val alvo = Paths.get("/srv/recibos").resolve(conta).normalize()\n        if (alvo.startsWith("/srv/recibos")) { Files.readAllBytes(alvo) }'), lookalike: spring('val alvo = Paths.get("/srv/recibos").resolve(conta)\n        if (alvo.startsWith("/srv/recibos")) { Files.readAllBytes(alvo) }') },
  { row: 'number-parsing', rule: 'injection-sql', truth: spring('jdbc.queryForList("SELECT * FROM extrato LIMIT " + Integer.parseInt(conta))'), lookalike: spring('jdbc.queryForList("SELECT * FROM extrato LIMIT " + Integer.toString(conta))') },
  { row: 'html-escapers', rule: 'xss', truth: spring('response.writer.write("<p>" + HtmlUtils.htmlEscape(conta))'), lookalike: spring('response.writer.write("<p>" + HtmlUtils.htmlUnescape(conta))') },
  { row: 'url-encoders', rule: 'path-traversal', truth: spring('File("/srv/" + URLEncoder.encode(conta, "UTF-8"))'), lookalike: spring('File("/srv/" + URLDecoder.decode(conta, "UTF-8"))') },
  { row: 'file-name', rule: 'path-traversal', truth: spring('File("/srv/" + FilenameUtils.getName(conta))'), lookalike: spring('File("/srv/" + FilenameUtils.getPath(conta))') },
  { row: 'file-path-parts', rule: 'path-traversal', truth: spring('File("/srv/" + File(conta).name)'), lookalike: spring('File("/srv/" + File(conta).path)') },
  { row: 'ktor-href', rule: 'open-redirect', truth: ktor('call.respondRedirect(application.href(Extrato(call.parameters["conta"])))'), lookalike: ktor('call.respondRedirect(application.link(Extrato(call.parameters["conta"])))') },
  { row: 'regex-quote', rule: 'regex-injection', truth: spring('Regex("^" + Regex.escape(conta))'), lookalike: spring('Regex("^" + conta.trim())') },
  { row: 'scalar-parameter-types', rule: 'injection-sql', truth: spring('jdbc.queryForList("SELECT * FROM extrato LIMIT $limite")', '@RequestParam limite: Int'), lookalike: spring('jdbc.queryForList("SELECT * FROM extrato LIMIT $limite")', '@RequestParam limite: String') },
  { row: 'scalar-results', rule: 'injection-sql', truth: spring('jdbc.queryForList("SELECT * FROM extrato LIMIT " + conta.toInt())'), lookalike: spring('jdbc.queryForList("SELECT * FROM extrato LIMIT " + conta.trim())') },
];

describeModelRows('kotlin', 'ExtratoController.kt', [...flows, ...kotlinConfigurationCases], cleaners);

describe('prefiltro derivado das linhas de Kotlin', () => {
  const models = modelsFor('kotlin');

  it('analisa o handler com @RequestParam sem parênteses e uma consulta', () => {
    expect(mayHoldFlow(models, spring('jdbc.queryForList("SELECT * FROM extrato WHERE conta = \'$conta\'")'))).toBe(true);
  });

  it('pula a classe de dados sem sink', () => {
    expect(mayHoldFlow(models, 'data class Conta(val numero: String, val agencia: String)\n')).toBe(false);
  });
});
