from flask import Flask, request, send_file

app = Flask(__name__)


@app.route('/extratos/pdf')
def extrato_pdf():
    mes = request.args.get('mes')
    open('/srv/extratos/' + mes + '.pdf', 'rb').close()  # vigia: expect path-traversal
    open('/srv/extratos/modelo.pdf', 'rb').close()  # vigia: ok path-traversal, path-traversal-sink
    return send_file('/srv/extratos/' + mes + '.pdf')  # vigia: expect path-traversal
