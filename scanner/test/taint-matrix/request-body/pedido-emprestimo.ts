import { Body, Controller, Post } from '@nestjs/common';
import { db } from './db';

interface PedidoEmprestimo {
  finalidade: string;
  prazo: number;
}

@Controller('emprestimos')
export class EmprestimoController {
  @Post()
  solicitar(@Body() pedido: PedidoEmprestimo): void {
    db.query("INSERT INTO pedidos (finalidade) VALUES ('" + pedido.finalidade + "')"); // vigia: expect injection-sql
    db.query('INSERT INTO pedidos (prazo) VALUES (' + Number(pedido.prazo) + ')'); // vigia: ok injection-sql
  }
}
