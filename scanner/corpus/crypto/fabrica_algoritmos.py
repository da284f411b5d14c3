import hashlib
import random
import secrets
from random import randint

ALGORITMO_LEGADO = 'md5'
ALGORITMO_ATUAL = 'sha256'


def assinatura_extrato(conteudo):
    return hashlib.new('md5', conteudo).hexdigest()  # vigia-expect: crypto-weak-hash


def assinatura_extrato_legada(conteudo):
    return hashlib.new(ALGORITMO_LEGADO, conteudo).hexdigest()  # vigia-expect: crypto-weak-hash


def assinatura_extrato_atual(conteudo):
    return hashlib.new(ALGORITMO_ATUAL, conteudo).hexdigest()


def gerar_codigo_sms():
    return str(randint(100000, 999999))  # vigia-expect: crypto-insecure-random


def gerar_segredo_sessao():
    return random.getrandbits(128)  # vigia-expect: crypto-insecure-random


def gerar_codigo_sms_seguro():
    return str(secrets.randbelow(900000) + 100000)


def sortear_cor_do_grafico(cores):
    return random.choice(cores)
