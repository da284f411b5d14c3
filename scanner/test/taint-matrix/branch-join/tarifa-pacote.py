from flask import Flask, request
from banco import cursor

app = Flask(__name__)


@app.route('/tarifas')
def tarifas():
    pacote = 'ESSENCIAL'
    if request.args.get('personalizado'):
        pacote = request.args.get('pacote')
    cursor.execute("SELECT tarifa FROM pacotes WHERE nome = '" + pacote + "'")  # vigia: expect injection-sql
    if request.args.get('pj'):
        segmento = 'EMPRESAS'
    else:
        segmento = 'VAREJO'
    cursor.execute("SELECT tarifa FROM pacotes WHERE segmento = '" + segmento + "'")  # vigia: ok injection-sql
    return 'ok'
