import ssl

import requests
import urllib3

sessao = requests.Session()
sessao.verify = False  # vigia-expect: tls-verification-disabled

sessao_segura = requests.Session()
sessao_segura.verify = '/etc/ssl/certs/banco-central.pem'

contexto = ssl.create_default_context()
contexto.check_hostname = False  # vigia-expect: tls-verification-disabled
contexto.verify_mode = ssl.CERT_NONE  # vigia-expect: tls-verification-disabled

contexto_seguro = ssl.create_default_context()
contexto_seguro.verify_mode = ssl.CERT_REQUIRED

pool = urllib3.PoolManager(cert_reqs='CERT_NONE')  # vigia-expect: tls-verification-disabled
pool_seguro = urllib3.PoolManager(cert_reqs='CERT_REQUIRED')
socket_pix = ssl.wrap_socket(conexao, cert_reqs=ssl.CERT_NONE)  # vigia-expect: tls-verification-disabled
