from flask import Flask, render_template_string, request
from markupsafe import Markup

app = Flask(__name__)


@app.route('/comprovante')
def comprovante():
    favorecido = request.args.get('favorecido')
    rotulo = Markup('<p>Favorecido: ' + favorecido + '</p>')  # vigia: expect xss
    pagina = render_template_string('<p>Valor: ' + request.args.get('valor') + '</p>')  # vigia: expect template-injection (the request data is the template itself)
    rodape = render_template_string('<p>{{ favorecido }}</p>', favorecido=favorecido)  # vigia: ok xss, xss-sink
    return rotulo + pagina + rodape
