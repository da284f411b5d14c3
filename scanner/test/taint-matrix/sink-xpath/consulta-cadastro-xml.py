from flask import Flask, request
from lxml import etree

cadastro = etree.parse('/srv/cadastro/clientes.xml')
app = Flask(__name__)


@app.route('/cadastro')
def consultar():
    conta = request.args.get('conta')
    nomes = cadastro.xpath("/clientes/cliente[conta='" + conta + "']/nome")  # vigia: expect injection-xpath
    primeiro = cadastro.xpath('/clientes/cliente[1]/nome')  # vigia: ok injection-xpath, injection-xpath-sink
    return str(len(nomes) + len(primeiro))
