package gerentes

import (
	"net/http"

	"github.com/go-ldap/ldap/v3"
)

var conexao *ldap.Conn

func Gerentes(w http.ResponseWriter, r *http.Request) {
	matricula := r.URL.Query().Get("matricula")
	busca := ldap.NewSearchRequest("ou=gerentes,dc=banco,dc=com,dc=br", ldap.ScopeWholeSubtree, ldap.NeverDerefAliases, 0, 0, false, "(uid="+matricula+")", nil, nil)
	conexao.Search(busca) // vigia: expect injection-ldap
	fixa := ldap.NewSearchRequest("ou=gerentes,dc=banco,dc=com,dc=br", ldap.ScopeWholeSubtree, ldap.NeverDerefAliases, 0, 0, false, "(objectClass=person)", nil, nil)
	conexao.Search(fixa) // vigia: ok injection-ldap, injection-ldap-sink
}
