from flask import Flask, request
from banco import cursor

app = Flask(__name__)


@app.route('/limite-pix', methods=['POST'])
def zerar_limite():
    chave = request.form['chave']
    cursor.execute("UPDATE limites SET valor = 0 WHERE chave = '" + chave + "'")  # vigia: expect injection-sql
    chave = 'padrao'
    cursor.execute("UPDATE limites SET valor = 0 WHERE chave = '" + chave + "'")  # vigia: ok injection-sql
    return '', 204
