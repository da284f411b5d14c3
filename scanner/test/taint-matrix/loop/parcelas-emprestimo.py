from flask import Flask, request
from banco import cursor

app = Flask(__name__)


@app.route('/parcelas')
def parcelas():
    lista = ''
    for contrato in request.args.getlist('contrato'):
        lista = lista + "'" + contrato + "',"
    cursor.execute('SELECT * FROM parcelas WHERE contrato IN (' + lista + "'')")  # vigia: expect injection-sql
    faixas = ''
    for i in range(12):
        faixas = faixas + str(i) + ','
    cursor.execute('SELECT * FROM parcelas WHERE numero IN (' + faixas + '0)')  # vigia: ok injection-sql
    return 'ok'
