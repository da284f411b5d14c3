// What `npm test` needs from the system besides Node: Chromium (with fonts) and curl for the e2e suite,
// and a PostgreSQL on loopback when one answers. Used by `npm test` and, through it, by `.ci/run`.
// On Debian/Ubuntu as root the missing packages are installed with apt-get; elsewhere the run stops
// before any test with the command to run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { findChromium } from './chromium.mjs';

const APT_PACKAGES = { chromium: ['chromium', 'fonts-liberation'], curl: ['curl'], haproxy: ['haproxy'] };
const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export class MissingPrerequisite extends Error {}

function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

function canUseApt() {
  return process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/etc/debian_version') && hasCommand('apt-get');
}

function aptInstall(packages, purpose = 'o e2e') {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  console.log(`› Instalando pacotes do sistema para ${purpose}: apt-get update && apt-get install -y ${packages.join(' ')}`);
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', '--no-install-recommends', ...packages]]) {
    const result = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (result.status !== 0) throw new MissingPrerequisite(`apt-get ${args[0]} falhou (código ${result.status}). Rode à mão: apt-get update && apt-get install -y ${packages.join(' ')}`);
  }
}

/**
 * Makes sure the e2e suite can run: returns the Chromium to launch (also exported as CHROMIUM_PATH for
 * the child processes). Throws MissingPrerequisite with a Portuguese message when it cannot.
 */
export function ensureE2ePrerequisites() {
  if (process.env.CHROMIUM_PATH && !findChromium()) {
    throw new MissingPrerequisite(`CHROMIUM_PATH aponta para ${process.env.CHROMIUM_PATH}, que não existe. Corrija o caminho ou remova a variável para usar o Chromium do Debian.`);
  }
  const missing = [...(findChromium() ? [] : APT_PACKAGES.chromium), ...(hasCommand('curl') ? [] : APT_PACKAGES.curl)];
  if (missing.length) {
    if (!canUseApt()) {
      throw new MissingPrerequisite(
        `O e2e precisa de ${missing.join(', ')}, que não estão instalados. Instale com:\n  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}\n` +
          'ou aponte CHROMIUM_PATH para um Chromium já instalado; `npm run check` roda tudo menos o e2e.',
      );
    }
    aptInstall(missing);
  }
  const chromium = findChromium();
  if (!chromium) throw new MissingPrerequisite('O Chromium não foi encontrado depois da instalação (esperado em /usr/bin/chromium).');
  process.env.CHROMIUM_PATH = chromium;
  return chromium;
}

/**
 * The load balancer of the cluster test (deploy/haproxy/haproxy.cfg): HAProxy from Debian, installed
 * with apt-get like Chromium when missing. Throws MissingPrerequisite with the command when it cannot.
 */
export function ensureBalancer() {
  if (hasCommand('haproxy')) return;
  if (!canUseApt()) {
    throw new MissingPrerequisite(
      `O teste do cluster precisa do HAProxy, que não está instalado. Instale com:\n  sudo apt-get update && sudo apt-get install -y ${APT_PACKAGES.haproxy.join(' ')}`,
    );
  }
  aptInstall(APT_PACKAGES.haproxy, 'o teste do cluster');
  if (!hasCommand('haproxy')) throw new MissingPrerequisite('O HAProxy não foi encontrado depois da instalação.');
}

/** Logs in and runs `select 1` with the control plane's own driver (pg), so a server that refuses is not used. */
async function postgresAnswers(root, url) {
  const pg = createRequire(path.join(root, 'control-plane', 'package.json'))('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The PostgreSQL the control plane's suite also runs on, as CI does: TEST_DATABASE_URL when set (an
 * empty value turns the PostgreSQL run off), else the server on 127.0.0.1:5432 when it lets
 * `postgres` in (trust auth, as on these machines).
 */
export async function findTestPostgres(root, env = process.env) {
  if (env.TEST_DATABASE_URL !== undefined) return env.TEST_DATABASE_URL || undefined;
  if (await postgresAnswers(root, DEFAULT_POSTGRES_URL)) return DEFAULT_POSTGRES_URL;
  console.log('› Nenhum PostgreSQL aceitou postgres@127.0.0.1:5432: a suíte do control plane roda só no PGlite (defina TEST_DATABASE_URL para usar outro servidor).');
  return undefined;
}
