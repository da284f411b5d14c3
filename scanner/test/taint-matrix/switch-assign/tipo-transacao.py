from flask import Flask, request
from banco import cursor

app = Flask(__name__)


@app.route('/transacoes')
def transacoes():
    tipo = request.args.get('tipo')
    match tipo:
        case 'pix':
            tabela = 'transacoes_pix'
        case 'ted':
            tabela = 'transacoes_ted'
        case _:
            tabela = 'transacoes'
    cursor.execute('SELECT * FROM ' + tabela)  # vigia: ok injection-sql
    match tipo:
        case 'pix':
            filtro = "tipo = 'PIX'"
        case _:
            filtro = "tipo = '" + tipo + "'"
    cursor.execute('SELECT * FROM transacoes WHERE ' + filtro)  # vigia: expect injection-sql
    return 'ok'
