from flask import Flask, redirect, request

app = Flask(__name__)


@app.route('/open-finance/retorno')
def retorno():
    destino = request.args.get('redirect_uri')
    if request.args.get('erro'):
        return redirect('/consentimentos/erro')  # vigia: ok open-redirect, open-redirect-sink
    return redirect(destino)  # vigia: expect open-redirect
