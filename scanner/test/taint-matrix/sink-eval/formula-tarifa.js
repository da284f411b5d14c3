const express = require('express');

const app = express();

app.post('/tarifas/simulacao', (req, res) => {
  const formula = req.body.formula;
  const valor = eval(formula); // vigia: expect injection-eval
  const base = eval('0.0099 * 1000'); // vigia: ok injection-eval, injection-eval-sink
  res.json({ valor, base });
});
