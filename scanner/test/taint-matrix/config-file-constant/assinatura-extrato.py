import configparser
import hashlib


# The file names the algorithm; the fallback in the code is a strong one, so only the file tells.
def resumo_legado(extrato):
    config = configparser.ConfigParser()
    config.read('config/assinatura-extrato.ini')
    algoritmo = config.get('hash', 'legado', fallback='sha512')
    return hashlib.new(algoritmo, extrato).hexdigest()  # vigia: expect crypto-weak-hash


# The look-alike: the file names a strong algorithm, the fallback in the code is a weak one.
def resumo_extrato(extrato):
    config = configparser.ConfigParser()
    config.read('config/assinatura-extrato.ini')
    algoritmo = config.get('hash', 'extrato', fallback='md5')
    return hashlib.new(algoritmo, extrato).hexdigest()  # vigia: ok crypto-weak-hash


# Read as a mapping, from a file opened by name.
def resumo_legado_secao(extrato):
    config = configparser.ConfigParser()
    config.read_file(open('config/assinatura-extrato.ini'))
    return hashlib.new(config['hash']['legado'], extrato).hexdigest()  # vigia: expect crypto-weak-hash


def resumo_extrato_secao(extrato):
    config = configparser.ConfigParser()
    config.read_file(open('config/assinatura-extrato.ini'))
    return hashlib.new(config['hash']['extrato'], extrato).hexdigest()  # vigia: ok crypto-weak-hash
