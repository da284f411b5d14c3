from flask import Flask, request
from banco import cursor

app = Flask(__name__)


@app.route('/extrato')
def extrato():
    filtros = {'status': 'LIQUIDADO'}
    filtros['descricao'] = request.args.get('descricao')
    cursor.execute("SELECT * FROM extrato WHERE descricao = '" + filtros['descricao'] + "'")  # vigia: expect injection-sql
    cursor.execute("SELECT * FROM extrato WHERE status = '" + filtros['status'] + "'")  # vigia: ok injection-sql
    return 'ok'
