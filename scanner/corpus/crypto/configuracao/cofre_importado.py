import hashlib
from os import environ, getenv


def digital_documento(conteudo):
    return hashlib.new(getenv('COFRE_HASH', 'sha512'), conteudo).hexdigest()  # vigia-expect: crypto-weak-hash


def digital_indice(conteudo):
    return hashlib.new(environ.get('COFRE_HASH_INDICE', 'md5'), conteudo).hexdigest()


def digital_relatorio(conteudo):
    return hashlib.new(environ['COFRE_HASH'], conteudo).hexdigest()  # vigia-expect: crypto-weak-hash
