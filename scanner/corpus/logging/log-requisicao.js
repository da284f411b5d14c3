/* eslint-disable -- deliberately vulnerable fixture: the quality corpus of the scanner. */
app.post('/cadastro', (req, res) => {
  console.log('cadastro recebido', req.body); // vigia-expect: log-personal-data
  logger.info(`login ${JSON.stringify(req.body)}`); // vigia-expect: log-personal-data
  console.log('cadastro', req.body.id, req.headers['x-request-id']);
  logger.debug('cabeçalhos', request.headers); // vigia-expect: log-personal-data
  res.json({ ok: true });
});
