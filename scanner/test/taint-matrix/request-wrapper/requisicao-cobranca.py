from flask import Flask, request
from banco import cursor

app = Flask(__name__)


class RequisicaoCobranca:
    def __init__(self, req):
        self.req = req

    def parametro(self, nome):
        return self.req.args.get(nome)

    def moeda(self):
        return 'BRL'


@app.route('/cobrancas')
def cobrancas():
    cobranca = RequisicaoCobranca(request)
    cursor.execute("SELECT * FROM cobrancas WHERE txid = '" + cobranca.parametro('txid') + "'")  # vigia: expect injection-sql
    cursor.execute("SELECT * FROM cobrancas WHERE moeda = '" + cobranca.moeda() + "'")  # vigia: ok injection-sql
    return 'ok'
