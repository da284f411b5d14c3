// The Go frontend's lowering to IR, read back through the printer: packages declared, `v, err := f()` as one
// pattern, `&x` handed to a call, a constant fmt.Sprintf format as a template, append, a switch without
// subject as if/else, for/range, methods on their receiver's type and the constructor of a struct with methods.
import { describe, expect, it } from 'vitest';
import { lowerGo, parseGo } from '../src/taint/frontends/go.js';
import { printBlock, printFunction } from '../src/taint/ir/printer.js';

const SRC = `package extrato

import (
	"fmt"
	"regexp"
)

var contaValida = regexp.MustCompile("^[0-9]+$")

type Servico struct{ tabela string }

func (s *Servico) Extrato(w http.ResponseWriter, r *http.Request) (string, error) {
	conta, err := ler(r)
	json.Unmarshal(corpo, &pedido)
	consulta := fmt.Sprintf("SELECT * FROM %s WHERE conta = '%s' -- 100%%", s.tabela, conta)
	contas = append(contas, conta)
	switch {
	case conta == "corrente":
		registrar()
	}
	for i, item := range contas {
		usar(i, item)
	}
	return consulta, err
}
`;

describe('frontend Go: da árvore à IR', () => {
  const module = lowerGo('extrato.go', parseGo(SRC));

  it('pacotes importados e variáveis do pacote no corpo do módulo; um método não é nome do pacote', () => {
    expect(printBlock(module.body)).toBe('let fmt = unknown()\nlet regexp = unknown()\nlet contaValida = /^[0-9]+$/');
  });

  it('várias respostas, &x, Sprintf, append, switch sem sujeito e range; o receptor é o objeto', () => {
    const method = module.functions.find((fn) => fn.name === 'Extrato');
    expect(method?.className).toBe('Servico');
    expect(method?.params.map((p) => `${p.name}: ${p.type}`)).toEqual(['w: http.ResponseWriter', 'r: *http.Request']);
    expect(printFunction(method as NonNullable<typeof method>)).toEqual([
      'function Extrato(w, r)',
      '  let [conta, err] = ler(r)',
      '  (pedido = (pedido ?? json.Unmarshal(corpo, pedido)))',
      '  let consulta = template("SELECT * FROM ", this.tabela, " WHERE conta = \'", conta, "\' -- 100%")',
      '  contas = [contas, conta]',
      '  if (conta == "corrente")',
      '    registrar()',
      '  loop [let i = unknown()] item of contas',
      '    usar(i, item)',
      '  return [consulta, err]',
    ]);
  });

  it('uma struct com métodos ganha um construtor (não é ponto de entrada); os nomes chamados (builtins inclusos)', () => {
    const constructor = module.functions.find((fn) => fn.name === 'constructor');
    expect(constructor && printFunction(constructor)).toEqual(['function constructor(tabela) route', '  this.tabela = tabela']);
    expect([...module.calledNames].sort()).toEqual(['append', 'ler', 'registrar', 'usar']);
  });
});
