const express = require('express');
const fs = require('fs');

const app = express();

app.get('/extratos/pdf', (req, res) => {
  const mes = req.query.mes;
  fs.createReadStream('/srv/extratos/' + mes + '.pdf').pipe(res); // vigia: expect path-traversal
  res.sendFile('/srv/extratos/' + mes + '.pdf'); // vigia: expect path-traversal
  fs.readFileSync('/srv/extratos/modelo.pdf'); // vigia: ok path-traversal, path-traversal-sink
});
