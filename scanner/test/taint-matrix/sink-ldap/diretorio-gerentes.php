<?php
$ldap = ldap_connect('ldaps://diretorio.banco.com.br');
$matricula = $_GET['matricula'];
ldap_search($ldap, 'ou=gerentes,dc=banco,dc=com,dc=br', '(uid=' . $matricula . ')'); // vigia: expect injection-ldap
ldap_search($ldap, 'ou=gerentes,dc=banco,dc=com,dc=br', '(objectClass=person)'); // vigia: ok injection-ldap, injection-ldap-sink
