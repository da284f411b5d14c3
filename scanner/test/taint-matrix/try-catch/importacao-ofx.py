from flask import Flask, request
from banco import cursor

app = Flask(__name__)


@app.route('/importacoes', methods=['POST'])
def importar():
    arquivo = 'padrao.ofx'
    banco = '001'
    try:
        arquivo = request.form['arquivo']
        banco = str(int(request.form['banco']))
    except ValueError:
        banco = '000'
    finally:
        cursor.execute("INSERT INTO importacoes (arquivo) VALUES ('" + arquivo + "')")  # vigia: expect injection-sql
    cursor.execute("INSERT INTO importacoes (banco) VALUES ('" + banco + "')")  # vigia: ok injection-sql
    return '', 201
