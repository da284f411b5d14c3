from flask import Flask
from flask_cors import CORS

app = Flask(__name__)
CORS(app)  # vigia-expect: cors-wildcard
CORS(app, origins=["https://app.exemplo.com.br"])
DEBUG = True  # vigia-expect: debug-mode-enabled

if __name__ == "__main__":
    app.run(host="0.0.0.0", debug=True)  # vigia-expect: debug-mode-enabled
    app.run(host="127.0.0.1", debug=False)
