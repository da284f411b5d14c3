package br.com.banco.limites.web;

import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/limites")
class LimiteController {
  @RequestMapping("/alterar") // vigia-expect: csrf-unrestricted-mapping
  String alterar(@RequestParam long valor) {
    return "ok";
  }

  // Look-alikes: the HTTP method is declared.
  @RequestMapping(value = "/aumentar", method = RequestMethod.POST)
  String aumentar(@RequestParam long valor) {
    return "ok";
  }

  @PostMapping("/reduzir")
  String reduzir(@RequestParam long valor) {
    return "ok";
  }
}
