from urllib.parse import urlparse

from flask import Flask, redirect, request

app = Flask(__name__)


@app.route('/pagamentos/retorno')
def retorno():
    destino = request.args.get('retorno')
    if request.args.get('legado'):
        return redirect(destino)  # vigia: expect open-redirect
    if urlparse(destino).netloc != 'app.banco.com.br':
        return redirect('/inicio')
    return redirect(destino)  # vigia: ok open-redirect
