package br.com.banco.contas.web;

import br.com.banco.contas.dto.AtualizacaoApelido;
import br.com.banco.contas.entity.Conta;
import br.com.banco.contas.repository.ContaRepository;
import org.springframework.web.bind.annotation.*;

@RestController
class ContaController {
  private final ContaRepository contas;

  ContaController(ContaRepository contas) {
    this.contas = contas;
  }

  @PostMapping("/contas")
  Conta criar(@RequestBody Conta conta) { // vigia-expect: mass-assignment
    return contas.save(conta);
  }

  @PutMapping("/contas/{id}/apelido")
  Conta apelido(@PathVariable long id, @RequestBody AtualizacaoApelido pedido) {
    // Look-alike: a DTO with the allowed fields, copied onto the entity.
    Conta conta = contas.findById(id).orElseThrow();
    conta.setApelido(pedido.apelido());
    return contas.save(conta);
  }

  @PutMapping("/contas/{id}")
  Conta atualizar(@PathVariable long id, @ModelAttribute Conta conta, EntityManager em) { // vigia-expect: mass-assignment
    return em.merge(conta);
  }

  @PostMapping("/contas/validar")
  boolean validar(@RequestBody Conta conta) {
    // Look-alike: the entity is only read, never saved.
    return conta.getAgencia() != null;
  }
}
