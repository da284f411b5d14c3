"""Mensagens de notificação editáveis pelo gerente da conta (Flask + Jinja2)."""
from flask import Flask, render_template_string, request
from jinja2 import Environment, Template

app = Flask(__name__)
ambiente = Environment(autoescape=True)


@app.route("/notificacoes/previa", methods=["POST"])
def previa():
    modelo = request.form["modelo"]
    return render_template_string(modelo, cliente="Maria")  # vigia-expect: template-injection


@app.route("/notificacoes/assunto", methods=["POST"])
def assunto():
    texto = Template("Olá " + request.form["assunto"]).render()  # vigia-expect: template-injection
    corpo = ambiente.from_string(request.json["corpo"]).render()  # vigia-expect: template-injection
    return {"assunto": texto, "corpo": corpo}


@app.route("/notificacoes/segura", methods=["POST"])
def segura():
    # Look-alikes: the request fills the context of a fixed template.
    assunto_fixo = Template("Olá {{ nome }}").render(nome=request.form["nome"])
    return render_template_string("<p>{{ mensagem }}</p>", mensagem=request.form["mensagem"]) + assunto_fixo
