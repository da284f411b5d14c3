from flask import Flask, request
from banco import cursor

app = Flask(__name__)


@app.route('/contas')
def contas():
    apelido = request.args.get('apelido')
    empresarial = 'pj' in request.args
    busca = apelido if empresarial else 'PF'
    cursor.execute("SELECT * FROM contas WHERE apelido = '" + busca + "'")  # vigia: expect injection-sql
    tipo = 'PJ' if empresarial else 'PF'
    cursor.execute("SELECT * FROM contas WHERE tipo = '" + tipo + "'")  # vigia: ok injection-sql
    return 'ok'
