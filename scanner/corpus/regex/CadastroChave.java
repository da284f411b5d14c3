package br.com.banco.pix.dto;

import jakarta.validation.constraints.Pattern;

public record CadastroChave(
    @Pattern(regexp = "^([a-z0-9]+\\.?)+@banco\\.com\\.br$") String email, // vigia-expect: regex-redos
    // Look-alike: one quantifier per group.
    @Pattern(regexp = "^\\d{11}$") String cpf) {}
