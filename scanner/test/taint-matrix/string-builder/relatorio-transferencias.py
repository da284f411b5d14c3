import io

from flask import Flask, request
from banco import cursor

app = Flask(__name__)


@app.route('/transferencias')
def transferencias():
    favorecido = request.args.get('favorecido')
    sql = io.StringIO()
    sql.write('SELECT * FROM transferencias WHERE 1 = 1')
    sql.write(" AND favorecido = '" + favorecido + "'")
    cursor.execute(sql.getvalue())  # vigia: expect injection-sql
    fixo = io.StringIO()
    fixo.write("SELECT * FROM transferencias WHERE status = 'CONCLUIDA'")
    cursor.execute(fixo.getvalue())  # vigia: ok injection-sql
    return 'ok'
