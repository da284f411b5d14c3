// Every Python model row (Flask, Django, FastAPI, the standard library, data stores) with a true case
// and a look-alike of our own, run through the IR engine.
import { pythonConfigurationCases } from './model-rows-configuration.js';
import { describeModelRows, type RowCase } from './model-rows.js';

const indent = (body: string): string => body.split('\n').map((l) => `    ${l}`).join('\n');
const view = (body: string, head = ''): string => `${head}@app.route("/x")\ndef x():\n${indent(body)}\n    return jsonify({})\n`;
const django = (body: string): string => `def extrato(request):\n${indent(body)}\n`;

const SOURCES_AND_SINKS: RowCase[] = [
  { row: 'flask-request-proxy', rule: 'injection-command', truth: view('os.system(request.args["d"])'), lookalike: view('os.system(pedido.args["d"])') },
  { row: 'request-fields', rule: 'injection-command', truth: view('os.system(request.form["d"])'), lookalike: view('os.system(request.endpoint)') },
  { row: 'request-getters', rule: 'injection-command', truth: view('os.system(request.get_json()["d"])'), lookalike: view('os.system(request.is_json())') },
  { row: 'route-parameters', rule: 'injection-command', truth: '@app.get("/c/{cpf}")\ndef c(cpf: str):\n    os.system(cpf)\n', lookalike: '@cache.memoize(60)\ndef c(cpf: str):\n    os.system(cpf)\n' },
  { row: 'view-request-parameter', rule: 'injection-command', truth: django('os.system(request.GET["d"])'), lookalike: 'def extrato(pedido):\n    os.system(pedido.GET["d"])\n' },
  { row: 'terminal-input', rule: 'injection-command-sink', truth: 'os.system(input("arquivo: "))\n', lookalike: 'os.system(entrada("arquivo: "))\n' },
  { row: 'command-line-arguments', rule: 'injection-command-sink', truth: 'import sys\nos.system(sys.argv[1])\n', lookalike: 'opcoes = {"argv": ["ls", "-la"]}\nos.system(opcoes["argv"][1])\n' },
  { row: 'flask-view-body', rule: 'xss', truth: '@app.route("/o")\ndef o():\n    return "<h1>" + request.args["n"] + "</h1>"\n', lookalike: '@app.route("/o")\ndef o():\n    return {"n": request.args["n"]}\n' },
  { row: 'render-template-string', rule: 'xss', truth: view('render_template_string("<p>{{ n|safe }}</p>", n=request.args["n"])'), lookalike: view('render_template_string("<p>{{ n }}</p>", n=request.args["n"])') },
  { row: 'render-template-string-source', rule: 'template-injection', truth: view('render_template_string("<p>" + request.args["n"] + "</p>")'), lookalike: view('render_template_string("<p>{{ n }}</p>", n=request.args["n"])') },
  { row: 'jinja-template-render', rule: 'xss', truth: view('Template("<p>{{ n|safe }}</p>").render(n=request.args["n"])'), lookalike: view('Template("<p>{{ n }}</p>").render(n=request.args["n"])') },
  { row: 'markup-builders', rule: 'xss', truth: view('Markup("<b>" + request.args["n"] + "</b>")'), lookalike: view('Marker("<b>" + request.args["n"] + "</b>")') },
  { row: 'flask-redirect', rule: 'open-redirect', truth: view('redirect(request.args["volta"])'), lookalike: view('redirecionar_log(request.args["volta"])') },
  { row: 'send-file', rule: 'path-traversal', truth: view('send_file(request.args["f"])'), lookalike: view('send_mail(request.args["f"])') },
  { row: 'django-raw', rule: 'injection-sql', truth: django('Conta.objects.raw("SELECT * FROM c WHERE id = " + request.GET["id"])'), lookalike: django('Conta.objects.raw("SELECT * FROM c WHERE id = %s", [request.GET["id"]])') },
  { row: 'django-extra', rule: 'injection-sql', truth: django('Conta.objects.extra(where=["id = " + request.GET["id"]])'), lookalike: django('Conta.objects.extra(where=["id = %s"], params=[request.GET["id"]])') },
  { row: 'django-rawsql', rule: 'injection-sql', truth: django('RawSQL("SELECT saldo FROM c WHERE id = " + request.GET["id"], [])'), lookalike: django('RawSQL("SELECT saldo FROM c WHERE id = %s", [request.GET["id"]])') },
  { row: 'django-unescaped-response', rule: 'xss', truth: django('mark_safe("<p>" + request.GET["n"] + "</p>")'), lookalike: django('format_html("<p>{}</p>", request.GET["n"])') },
  { row: 'django-redirect', rule: 'open-redirect', truth: django('HttpResponseRedirect(request.GET["volta"])'), lookalike: django('HttpResponseNotFound(request.GET["volta"])') },
  { row: 'db-api-execute', rule: 'injection-sql', truth: view('cursor.execute("SELECT * FROM t WHERE id = " + request.args["id"])'), lookalike: view('cursor.execute("SELECT * FROM t WHERE id = %s", (request.args["id"],))') },
  { row: 'os-command', rule: 'injection-command', truth: view('os.system("ls " + request.args["d"])'), lookalike: view('os.getenv("ls " + request.args["d"])') },
  { row: 'subprocess-getoutput', rule: 'injection-command', truth: view('subprocess.getoutput("ls " + request.args["d"])'), lookalike: view('subprocess.list2cmdline(["ls", request.args["d"]])') },
  { row: 'subprocess-shell', rule: 'injection-command', truth: view('subprocess.run("ls " + request.args["d"], shell=True)'), lookalike: view('subprocess.run(["ls", request.args["d"]])') },
  { row: 'eval-exec', rule: 'injection-eval', truth: view('eval(request.args["e"])'), lookalike: view('ast.literal_eval(request.args["e"])') },
  { row: 'open-file', rule: 'path-traversal', truth: view('open("/srv/" + request.args["f"])'), lookalike: view('webbrowser.open("/srv/" + request.args["f"])') },
  { row: 'os-path-operations', rule: 'path-traversal', truth: view('os.remove("/srv/" + request.args["f"])'), lookalike: view('lista.remove("/srv/" + request.args["f"])') },
  { row: 'urlopen', rule: 'ssrf', truth: view('urlopen(request.args["u"])'), lookalike: view('url_open_log(request.args["u"])') },
  { row: 'http-client-method', rule: 'ssrf', truth: view('requests.get(request.args["u"])'), lookalike: view('cache.get(request.args["u"])') },
  { row: 'http-client-request', rule: 'ssrf', truth: view('requests.request("GET", request.args["u"])'), lookalike: view('requests.request(request.args["metodo"], "https://api.exemplo.com.br")') },
  { row: 'pymongo-query', rule: 'injection-nosql', truth: view('db.contas.find_one({"cpf": request.args["cpf"]})'), lookalike: view('lista.find_one({"cpf": request.args["cpf"]})') },
  { row: 'python-ldap-search', rule: 'injection-ldap', truth: view('conn.search_s("ou=c", ldap.SCOPE_SUBTREE, "(uid=" + request.args["u"] + ")")', 'import ldap\n'), lookalike: view('conn.search_s("ou=c", ldap.SCOPE_SUBTREE, "(uid=fixo)", [request.args["u"]])', 'import ldap\n') },
  { row: 'ldap3-search', rule: 'injection-ldap', truth: view('conn.search("ou=c", "(uid=" + request.args["u"] + ")")', 'import ldap3\n'), lookalike: view('indice.search(request.args["u"])', 'import ldap3\n') },
  { row: 'collection-writes', rule: 'injection-sql', truth: view(`codigos = ['L1']\ncodigos.append(request.form['c'])\ncursor.execute("SELECT * FROM t WHERE c = '" + codigos[1] + "'")`), lookalike: view(`codigos = ['L1']\ncodigos.count(request.form['c'])\ncursor.execute("SELECT * FROM t WHERE c = '" + codigos[1] + "'")`) },
  { row: 're-patterns', rule: 'regex-injection', truth: view('re.search(request.args["apelido"], "contatos")'), lookalike: view('re.search("^[a-z]+$", request.args["apelido"])') },
  { row: 're-subject-results', rule: 'injection-command', truth: view('nome = re.sub(r"\\s+", " ", request.args["nome"])\nos.system("ls " + nome)'), lookalike: view('nome = re.sub(request.args["padrao"], " ", "extrato mensal")\nos.system("ls " + nome)') },
  { row: 're-split-results', rule: 'injection-command', truth: view('contas = re.split(",", request.args["contas"])\nos.system("ls " + contas[0])'), lookalike: view('contas = re.split(request.args["separador"], "0001,0002")\nos.system("ls " + contas[0])') },
  { row: 'template-classes', rule: 'template-injection', truth: view('Template("Olá " + request.form["assunto"]).render()'), lookalike: view('Template("Olá " + request.form["assunto"]).substitute()', 'from string import Template\n') },
  { row: 'jinja-from-string', rule: 'template-injection', truth: view('ambiente.from_string(request.json["corpo"]).render()'), lookalike: view('ambiente.get_template(request.json["corpo"]).render()') },
  { row: 'lxml-xpath', rule: 'injection-xpath', truth: view(`arvore.xpath("//c[@id='" + request.args["id"] + "']")`), lookalike: view(`arvore.find("//c[@id='" + request.args["id"] + "']")`) },
];

const SANITIZERS_AND_PROPAGATORS: RowCase[] = [
  { row: 'character-class-checks', rule: 'injection-sql', truth: view('cpf = request.args["cpf"]\nif cpf.isdigit():\n    cursor.execute("SELECT * FROM t WHERE cpf = " + cpf)'), lookalike: view('cpf = request.args["cpf"]\nif cpf.isprintable():\n    cursor.execute("SELECT * FROM t WHERE cpf = " + cpf)') },
  { row: 'anchored-regex-match', rule: 'injection-sql', truth: view('cpf = request.args["cpf"]\nif re.fullmatch(r"^[0-9]{11}$", cpf):\n    cursor.execute("SELECT * FROM t WHERE cpf = " + cpf)'), lookalike: view('cpf = request.args["cpf"]\nif re.fullmatch(r"^.{11}$", cpf):\n    cursor.execute("SELECT * FROM t WHERE cpf = " + cpf)') },
  { row: 'normalized-path-prefix', rule: 'path-traversal', truth: view('alvo = os.path.realpath(os.path.join(BASE, request.args["f"]))\nif alvo.startswith(BASE):\n    open(alvo)', 'BASE = "/srv/recibos"\n'), lookalike: view('alvo = os.path.join(BASE, request.args["f"])\nif alvo.startswith(BASE):\n    open(alvo)', 'BASE = "/srv/recibos"\n') },
  { row: 'url-host-validators', rule: 'open-redirect', truth: django('volta = request.GET["volta"]\nif url_has_allowed_host_and_scheme(volta, allowed_hosts={"banco.com.br"}):\n    return redirect(volta)'), lookalike: django('volta = request.GET["volta"]\nif is_valid_url(volta):\n    return redirect(volta)') },
  { row: 're-escape', rule: 'regex-injection', truth: view('re.search(re.escape(request.args["apelido"]), "contatos")'), lookalike: view('re.search(re.purge(request.args["apelido"]), "contatos")') },
  { row: 'exits', rule: 'injection-sql', truth: view('cpf = request.args["cpf"]\nif not cpf.isdigit():\n    sys.exit(1)\ncursor.execute("SELECT * FROM t WHERE cpf = " + cpf)'), lookalike: view('cpf = request.args["cpf"]\nif not cpf.isdigit():\n    sys.exitfunc(1)\ncursor.execute("SELECT * FROM t WHERE cpf = " + cpf)') },
  { row: 'flask-abort', rule: 'injection-sql', truth: view('cpf = request.args["cpf"]\nif not cpf.isdigit():\n    abort(400)\ncursor.execute("SELECT * FROM t WHERE cpf = " + cpf)'), lookalike: view('cpf = request.args["cpf"]\nif not cpf.isdigit():\n    abortar(400)\ncursor.execute("SELECT * FROM t WHERE cpf = " + cpf)') },
  { row: 'html-escape', rule: 'xss', truth: '@app.route("/o")\ndef o():\n    return "<p>" + html.escape(request.args["n"]) + "</p>"\n', lookalike: '@app.route("/o")\ndef o():\n    return "<p>" + html.unescape(request.args["n"]) + "</p>"\n' },
  { row: 'secure-filename', rule: 'path-traversal', truth: view('send_file(secure_filename(request.args["f"]))'), lookalike: view('send_file(safe_join(request.args["f"]))') },
  { row: 'conversions', rule: 'injection-sql', truth: view('cursor.execute("SELECT * FROM t WHERE id = " + str(int(request.args["id"])))'), lookalike: view('cursor.execute("SELECT * FROM t WHERE id = " + str(abs(request.args["id"])))') },
  { row: 'scalar-parameter-types', rule: 'injection-sql', truth: '@app.get("/c/{n}")\ndef c(n: int):\n    cursor.execute("SELECT * FROM t LIMIT " + str(n))\n', lookalike: '@app.get("/c/{n}")\ndef c(n: str):\n    cursor.execute("SELECT * FROM t LIMIT " + str(n))\n' },
  { row: 'os-path-basename', rule: 'path-traversal', truth: view('open("/srv/" + os.path.basename(request.args["f"]))'), lookalike: view('open("/srv/" + os.path.dirname(request.args["f"]))') },
  { row: 'shell-quote', rule: 'injection-command', truth: view('os.system("ls " + shlex.quote(request.args["d"]))'), lookalike: view('os.system("ls " + shlex.join(request.args["d"]))') },
  { row: 'url-quote', rule: 'open-redirect', truth: view('redirect(quote(request.args["v"]))'), lookalike: view('redirect(unquote(request.args["v"]))') },
  { row: 'str-conversion', rule: 'injection-nosql', truth: view('db.contas.find_one({"cpf": str(request.args["cpf"])})'), lookalike: view('db.contas.find_one({"cpf": repr(request.args["cpf"])})') },
  { row: 'scalar-results', rule: 'injection-command', truth: view('os.system("ls " + str(request.args["d"].isdigit()))'), lookalike: view('os.system("ls " + request.args["d"].strip())') },
];

describeModelRows('python', 'views.py', [...SOURCES_AND_SINKS, ...pythonConfigurationCases], SANITIZERS_AND_PROPAGATORS);
