package br.com.banco.cartoes

object Validacao {
    private val email = Regex("^([a-z0-9]+\\.?)+@banco\\.com\\.br$") // vigia-expect: regex-redos
    private val descricao = "^(\\w+\\s?)*$".toRegex() // vigia-expect: regex-redos

    // Look-alikes: one quantifier per group.
    private val cpf = Regex("^\\d{11}$")
    private val valor = "^\\d+(,\\d{2})?$".toRegex()

    fun valido(texto: String) = email.matches(texto) && descricao.matches(texto) && cpf.matches(texto) && valor.matches(texto)
}
