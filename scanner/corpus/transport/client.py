import ssl
import requests

r = requests.get("https://api.exemplo.com.br", verify=False)  # vigia-expect: tls-verification-disabled
ok = requests.get("https://api.exemplo.com.br", verify=True)
ctx = ssl._create_unverified_context()  # vigia-expect: tls-verification-disabled
BASE_URL = "http://core.banco-interno.com.br/api"  # vigia-expect: http-plaintext-endpoint
DEV_URL = "http://127.0.0.1:5000"
