package br.com.banco.util

import javax.servlet.http.HttpServletRequest

fun lerCpf(request: HttpServletRequest): String = request.getParameter("cpf")

fun somenteNumeros(valor: String): String = valor.toLong().toString()
