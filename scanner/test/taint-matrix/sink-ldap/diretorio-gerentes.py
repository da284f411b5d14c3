import ldap
from flask import Flask, request

conexao_ldap = ldap.initialize('ldaps://diretorio.banco.com.br')
app = Flask(__name__)


@app.route('/gerentes')
def gerentes():
    matricula = request.args.get('matricula')
    conexao_ldap.search_s('ou=gerentes,dc=banco,dc=com,dc=br', ldap.SCOPE_SUBTREE, '(uid=' + matricula + ')')  # vigia: expect injection-ldap
    conexao_ldap.search_s('ou=gerentes,dc=banco,dc=com,dc=br', ldap.SCOPE_SUBTREE, '(objectClass=person)')  # vigia: ok injection-ldap, injection-ldap-sink
    return 'ok'
