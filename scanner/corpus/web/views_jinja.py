# Jinja2 e Django: {{ x|safe }}, Markup e mark_safe imprimem sem escape.
from django.utils.safestring import mark_safe
from flask import Flask, render_template_string, request
from markupsafe import Markup, escape

app = Flask(__name__)


@app.route("/saudacao")
def saudacao():
    nome = request.args.get("nome", "")
    render_template_string("<p>Olá {{ nome|safe }}</p>", nome=nome)  # vigia-expect: xss
    render_template_string("<p>Olá {{ nome }}</p>", nome=nome)
    Markup("<b>" + nome + "</b>")  # vigia-expect: xss
    Markup("<b>%s</b>") % escape(nome)
    return mark_safe("<p>" + escape(nome) + "</p>")
