"""App de atendimento (Flask)."""
import os

from flask import Flask
from flask_wtf.csrf import CSRFProtect

app = Flask(__name__)
app.config["WTF_CSRF_ENABLED"] = False  # vigia-expect: csrf-protection-disabled
app.config["WTF_CSRF_TIME_LIMIT"] = 3600

relatorios = Flask("relatorios")
relatorios.config.update(SECRET_KEY=os.environ["SEGREDO"], WTF_CSRF_ENABLED=False)  # vigia-expect: csrf-protection-disabled

# Look-alike: the protection is installed and on.
painel = Flask("painel")
painel.config["WTF_CSRF_ENABLED"] = True
CSRFProtect(painel)
