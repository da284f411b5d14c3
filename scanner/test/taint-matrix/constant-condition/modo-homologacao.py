from flask import Flask, request
from banco import cursor

HOMOLOGACAO = False
app = Flask(__name__)


@app.route('/agencias')
def agencias():
    agencia = request.args.get('agencia')
    filtro = '0001'
    if HOMOLOGACAO:
        filtro = agencia
    cursor.execute("SELECT * FROM agencias WHERE codigo = '" + filtro + "'")  # vigia: ok injection-sql
    destino = '0001'
    if 2 + 2 == 4:
        destino = agencia
    cursor.execute("SELECT * FROM agencias WHERE codigo = '" + destino + "'")  # vigia: expect injection-sql
    return 'ok'
