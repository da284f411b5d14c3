/* eslint-disable -- deliberately vulnerable fixture: the quality corpus of the scanner. */
const libxmljs = require('libxmljs');
app.post('/nfe', (req, res) => {
  const nota = libxmljs.parseXml(req.body, { noent: true }); // vigia-expect: xxe
  const segura = libxmljs.parseXml(req.body, { noent: false, nonet: true });
  res.json({ numero: nota.get('//nNF').text(), serie: segura.get('//serie').text() });
});
