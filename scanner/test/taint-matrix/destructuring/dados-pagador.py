from flask import Flask, request
from banco import cursor

app = Flask(__name__)


@app.route('/pagadores', methods=['POST'])
def pagadores():
    documento, pais = request.form['documento'], 'BR'
    cursor.execute("SELECT * FROM pagadores WHERE documento = '" + documento + "'")  # vigia: expect injection-sql
    moeda, praca = ('BRL', request.form['praca'])
    cursor.execute("SELECT * FROM pagadores WHERE moeda = '" + moeda + "'")  # vigia: ok injection-sql
    cursor.execute("SELECT * FROM pagadores WHERE praca = '" + praca + "'")  # vigia: expect injection-sql
    return pais
