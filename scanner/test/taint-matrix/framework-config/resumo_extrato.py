import hashlib
import os
from os import environ, getenv
import os as sistema
from os import environ as ambiente, getenv as variavel

from dotenv import load_dotenv

load_dotenv()


# python-dotenv puts .env into os.environ: the code only names keys.
def resumo_legado(extrato):
    return hashlib.new(os.environ['HASH_LEGADO'], extrato).hexdigest()  # vigia: expect crypto-weak-hash


def resumo_legado_padrao(extrato):
    algoritmo = os.environ.get('HASH_LEGADO', 'sha512')
    return hashlib.new(algoritmo, extrato).hexdigest()  # vigia: expect crypto-weak-hash


# The look-alike: the file names a strong algorithm, the code's default a weak one.
def resumo_atual(extrato):
    return hashlib.new(os.getenv('HASH_ATUAL', 'md5'), extrato).hexdigest()  # vigia: ok crypto-weak-hash


# No file has this key: the code's default, a strong one, runs.
def resumo_novo(extrato):
    return hashlib.new(os.environ.get('HASH_NOVO', 'sha512'), extrato).hexdigest()  # vigia: ok crypto-weak-hash


# The staging environment changes this key: which algorithm runs depends on the environment.
def resumo_perfil(extrato):
    return hashlib.new(os.getenv('HASH_PERFIL'), extrato).hexdigest()  # vigia: ok crypto-weak-hash


# environ and getenv imported from os read the same .env.
def resumo_importado(extrato):
    return hashlib.new(environ['HASH_LEGADO'], extrato).hexdigest()  # vigia: expect crypto-weak-hash


def resumo_importado_padrao(extrato):
    return hashlib.new(getenv('HASH_LEGADO', 'sha512'), extrato).hexdigest()  # vigia: expect crypto-weak-hash


def resumo_importado_atual(extrato):
    return hashlib.new(environ.get('HASH_ATUAL', 'md5'), extrato).hexdigest()  # vigia: ok crypto-weak-hash


def resumo_importado_perfil(extrato):
    return hashlib.new(getenv('HASH_PERFIL'), extrato).hexdigest()  # vigia: ok crypto-weak-hash


# os, environ and getenv imported under other names read the same .env.
def resumo_apelido(extrato):
    return hashlib.new(ambiente['HASH_LEGADO'], extrato).hexdigest()  # vigia: expect crypto-weak-hash


def resumo_modulo_apelido(extrato):
    return hashlib.new(sistema.environ.get('HASH_LEGADO', 'sha512'), extrato).hexdigest()  # vigia: expect crypto-weak-hash


def resumo_funcao_apelido(extrato):
    return hashlib.new(variavel('HASH_ATUAL', 'md5'), extrato).hexdigest()  # vigia: ok crypto-weak-hash
