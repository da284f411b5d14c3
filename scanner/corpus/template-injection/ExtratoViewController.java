package br.com.banco.extrato.web;

import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;

@Controller
class ExtratoViewController {
  @GetMapping("/extrato")
  String extrato(@RequestParam String secao) {
    return "extrato/" + secao; // vigia-expect: template-injection
  }

  @GetMapping("/extrato/voltar")
  String voltar(@RequestParam String origem) {
    // Look-alikes: a redirect (not a view), and a view chosen from fixed names.
    return "redirect:/extrato?origem=" + origem;
  }

  @GetMapping("/extrato/fixo")
  String fixo(@RequestParam String secao) {
    return "pix".equals(secao) ? "extrato/pix" : "extrato/ted";
  }
}
