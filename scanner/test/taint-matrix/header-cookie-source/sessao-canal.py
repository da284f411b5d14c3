from flask import Flask, request
from banco import cursor

app = Flask(__name__)


@app.route('/sessao')
def sessao():
    canal = request.headers.get('X-Canal')
    cursor.execute("SELECT * FROM canais WHERE nome = '" + canal + "'")  # vigia: expect injection-sql
    sessao_id = request.cookies.get('sessao')
    cursor.execute("SELECT * FROM sessoes WHERE id = '" + sessao_id + "'")  # vigia: expect injection-sql
    return 'ok'
