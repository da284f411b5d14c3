import hashlib
import os


def digital_documento(conteudo):
    return hashlib.new(os.getenv('COFRE_HASH', 'sha512'), conteudo).hexdigest()  # vigia-expect: crypto-weak-hash


def digital_indice(conteudo):
    return hashlib.new(os.environ.get('COFRE_HASH_INDICE', 'md5'), conteudo).hexdigest()


def digital_arquivo(conteudo):
    return hashlib.new(os.environ.get('COFRE_HASH_ARQUIVO', 'sha256'), conteudo).hexdigest()
