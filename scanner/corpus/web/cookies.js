/* eslint-disable -- deliberately vulnerable fixture: the quality corpus of the scanner. */
const session = require('express-session');
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false, cookie: { secure: false, httpOnly: true } })); // vigia-expect: cookie-insecure
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false, cookie: { secure: true, httpOnly: true } }));
app.post('/entrar', (req, res) => {
  res.cookie('sessao', novoToken(), { httpOnly: false, secure: true }); // vigia-expect: cookie-no-httponly
  res.cookie('tema', 'escuro', { httpOnly: false, secure: true, sameSite: 'lax' }); // vigia-expect: cookie-no-httponly
  res.cookie('sessao', novoToken(), { httpOnly: true, secure: true, sameSite: 'strict' });
  res.json({ ok: true, secure: false });
});
