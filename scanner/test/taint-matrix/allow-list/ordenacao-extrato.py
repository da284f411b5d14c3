from flask import Flask, request
from banco import cursor

COLUNAS = {'data', 'valor', 'descricao'}
app = Flask(__name__)


@app.route('/extrato')
def extrato():
    ordem = request.args.get('ordem')
    if ordem in COLUNAS:
        cursor.execute('SELECT * FROM extrato ORDER BY ' + ordem)  # vigia: ok injection-sql
    if ordem == 'data' or ordem == 'valor':
        cursor.execute('SELECT * FROM extrato ORDER BY ' + ordem)  # vigia: ok injection-sql
    cursor.execute('SELECT * FROM extrato ORDER BY ' + ordem)  # vigia: expect injection-sql
    return 'ok'
