#!/usr/bin/env node
// `npm start`: installs, builds what changed, runs the embedded stack and prints a sign-in link.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from './lib/install.mjs';
import { buildStale } from './lib/build.mjs';
import { startStack } from './lib/stack.mjs';
import { requestSignInLink } from './lib/outbox-link.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SEEDED_ADMIN = 'admin@demo.local';

function requireNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`Vigia precisa do Node 20.19 ou mais recente (encontrado ${process.versions.node}).`);
    process.exit(1);
  }
}

async function main() {
  requireNode();
  ensureInstalled(root);
  buildStale(root);

  const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.data');
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const port = Number(process.env.PORT ?? 4000);
  const controlPlanePort = Number(process.env.CONTROL_PLANE_PORT ?? 4100);

  const stack = await startStack({ root, dataDir, port, controlPlanePort });
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\n› Encerrando Vigia...');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  for (const child of stack.children) {
    child.once('exit', (code) => {
      if (stopping) return;
      console.error(`${child.displayName} terminou inesperadamente (código ${code}).`);
      void shutdown();
    });
  }

  console.log(`\n✔ Vigia está no ar: ${stack.url}`);
  if (process.env.SMTP_URL) {
    console.log(`  Peça um link de acesso para ${SEEDED_ADMIN} na tela de login; ele chega pelo SMTP configurado.`);
  } else {
    const link = await requestSignInLink(stack.controlPlaneUrl, dataDir, SEEDED_ADMIN);
    if (link) console.log(`  Entre como ${SEEDED_ADMIN} (link válido por 15 minutos, uso único):\n  ${link}`);
    else console.log(`  Peça um link de acesso para ${SEEDED_ADMIN}; os e-mails ficam em ${path.join(dataDir, 'outbox')}.`);
  }
  console.log('  Ctrl-C encerra tudo.\n');
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
