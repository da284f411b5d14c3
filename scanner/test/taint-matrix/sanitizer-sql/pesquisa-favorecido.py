from flask import Flask, request
from banco import cursor

app = Flask(__name__)


@app.route('/favorecidos')
def favorecidos():
    documento = request.args.get('documento')
    cursor.execute('SELECT * FROM favorecidos WHERE documento = %s', (documento,))  # vigia: ok injection-sql
    cursor.execute("SELECT * FROM favorecidos WHERE documento = '%s'" % documento)  # vigia: expect injection-sql
    return 'ok'
