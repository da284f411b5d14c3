package cadastro

import "log"

func Registrar(c Cliente) {
	log.Printf("cliente %s", c.Cpf) // vigia-expect: log-personal-data
	log.Printf("cliente %s", c.Nome)
}
