import hashlib
import pickle
import requests

PIX_WEBHOOK_SECRET = "Hq7Rt2Zx9Lm4Pv6Nb1Kc8Ws3Yd5Fg0Ja"  # vigia-expect: secret-provider-token
PIX_WEBHOOK_HEADER = "X-Webhook-Signature"


def hash_password(password):
    return hashlib.sha1(password.encode()).hexdigest()  # vigia-expect: crypto-weak-password-hash


def carregar(payload):
    return pickle.loads(payload)  # vigia-expect: deserialization-unsafe


def consultar(request):
    requests.get("https://api.bcb.exemplo.com.br/pix", verify=False)  # vigia-expect: tls-verification-disabled
    return requests.get(request.args["callback"])  # vigia-expect: ssrf
