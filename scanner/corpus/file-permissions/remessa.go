package remessa

import (
	"os"
	"syscall"
)

func GravarRemessa(caminho string, conteudo []byte) error {
	if err := os.MkdirAll("/srv/remessas", 0777); err != nil { // vigia-expect: file-permissions-permissive
		return err
	}
	syscall.Umask(0) // vigia-expect: file-permissions-permissive
	arquivo, err := os.OpenFile(caminho, os.O_CREATE|os.O_WRONLY, 0666) // vigia-expect: file-permissions-permissive
	if err != nil {
		return err
	}
	defer arquivo.Close()
	return os.WriteFile(caminho+".ok", conteudo, 0777) // vigia-expect: file-permissions-permissive
}

// GravarSeguro: owner-only permissions (look-alikes).
func GravarSeguro(caminho string, conteudo []byte) error {
	if err := os.MkdirAll("/srv/remessas", 0750); err != nil {
		return err
	}
	syscall.Umask(0o077)
	return os.WriteFile(caminho, conteudo, 0600)
}

// Publicar: os.ModePerm is 0777.
func Publicar(caminho string) error {
	return os.MkdirAll(caminho, os.ModePerm) // vigia-expect: file-permissions-permissive
}
