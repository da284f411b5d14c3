#!/bin/sh
# Vigia: cliente de CI 1.0.0. Precisa só de sh (POSIX), curl, tar e gzip.
#
# Empacota o repositório (sem .git), envia ao Vigia com o token RUN_, acompanha a varredura até o
# fim, baixa o SARIF e decide pelo servidor se a execução passa.
#
# Variáveis: VIGIA_URL, VIGIA_TOKEN (segredo do CI; nunca é impresso), VIGIA_PROJECT_ID,
# VIGIA_FAIL_ON (critical|high|medium|low|none; padrão high), VIGIA_SARIF (padrão vigia-results.sarif),
# VIGIA_TIMEOUT (segundos; padrão 1800), VIGIA_POLL_SECONDS (padrão 5), VIGIA_ALLOW_ERRORS (true: erro
# de rede ou da ferramenta não reprova), VIGIA_NEW_ONLY (true: num pull/merge request, só os achados
# novos em relação à última análise da branch de destino reprovam), VIGIA_BRANCH, VIGIA_COMMIT,
# VIGIA_BASE_REF, VIGIA_GITLAB_SAST.
# Opções equivalentes: --fail-on, --sarif, --timeout, --allow-errors, --new-only.
#
# Saída: 0 aprovado; 1 achados na severidade VIGIA_FAIL_ON ou acima; 2 erro de rede, da ferramenta
# ou cota excedida.
set -u

VIGIA_CLIENT_VERSION=1.0.0
FAIL_ON=${VIGIA_FAIL_ON:-high}
SARIF=${VIGIA_SARIF:-vigia-results.sarif}
TIMEOUT=${VIGIA_TIMEOUT:-1800}
POLL=${VIGIA_POLL_SECONDS:-5}
ALLOW_ERRORS=${VIGIA_ALLOW_ERRORS:-false}
NEW_ONLY=${VIGIA_NEW_ONLY:-false}

while [ $# -gt 0 ]; do
  case "$1" in
    --fail-on) FAIL_ON=${2:-}; shift 2 ;;
    --sarif) SARIF=${2:-}; shift 2 ;;
    --timeout) TIMEOUT=${2:-}; shift 2 ;;
    --allow-errors) ALLOW_ERRORS=true; shift ;;
    --new-only) NEW_ONLY=true; shift ;;
    *) echo "vigia: opção desconhecida: $1" >&2; exit 2 ;;
  esac
done

say() { printf 'vigia: %s\n' "$*"; }

# Erro da ferramenta ou da rede: sai com 2, ou 0 com VIGIA_ALLOW_ERRORS=true.
tool_error() {
  printf 'vigia: erro: %s\n' "$*" >&2
  if [ "$ALLOW_ERRORS" = "true" ]; then
    say "VIGIA_ALLOW_ERRORS=true: o erro não reprova esta execução."
    exit 0
  fi
  exit 2
}

case "$FAIL_ON" in
  critical|high|medium|low|none) ;;
  *) tool_error "VIGIA_FAIL_ON inválido: '$FAIL_ON' (use critical, high, medium, low ou none)" ;;
esac
case "$TIMEOUT" in ''|*[!0-9]*) tool_error "VIGIA_TIMEOUT deve ser um número de segundos" ;; esac
case "$POLL" in ''|*[!0-9]*|0) POLL=5 ;; esac
[ -n "${VIGIA_URL:-}" ] || tool_error "VIGIA_URL não está definido"
[ -n "${VIGIA_TOKEN:-}" ] || tool_error "o segredo VIGIA_TOKEN não está definido no CI"
case "$VIGIA_TOKEN" in
  RUN_*) ;;
  *) tool_error "VIGIA_TOKEN deve ser um token RUN_ do projeto" ;;
esac
case "$VIGIA_TOKEN" in *[!A-Za-z0-9_-]*) tool_error "VIGIA_TOKEN tem caracteres inválidos" ;; esac
for tool in curl tar gzip; do
  command -v "$tool" >/dev/null 2>&1 || tool_error "o comando '$tool' não está disponível no runner"
done
BASE_URL=${VIGIA_URL%/}

# Contexto do commit: o que o pipeline passou, senão as variáveis de cada plataforma.
BRANCH=${VIGIA_BRANCH:-${GITHUB_HEAD_REF:-${GITHUB_REF_NAME:-${CI_COMMIT_REF_NAME:-${BUILD_SOURCEBRANCHNAME:-${BITBUCKET_BRANCH:-${BRANCH_NAME:-}}}}}}}
COMMIT=${VIGIA_COMMIT:-${GITHUB_SHA:-${CI_COMMIT_SHA:-${BUILD_SOURCEVERSION:-${BITBUCKET_COMMIT:-${GIT_COMMIT:-}}}}}}
BASE_REF=${VIGIA_BASE_REF:-${GITHUB_BASE_REF:-${CI_MERGE_REQUEST_TARGET_BRANCH_NAME:-${BITBUCKET_PR_DESTINATION_BRANCH:-${CHANGE_TARGET:-}}}}}

# Só achados novos: apenas quando há branch de destino (pull/merge request); senão, todos contam.
GATE_QUERY="failOn=$FAIL_ON"
if [ "$NEW_ONLY" = "true" ] && [ -n "$BASE_REF" ]; then
  GATE_QUERY="$GATE_QUERY&newOnly=true"
fi

WORK=$(mktemp -d 2>/dev/null) || WORK="${TMPDIR:-/tmp}/vigia-$$"
mkdir -p "$WORK" || tool_error "não foi possível criar a pasta temporária"
trap 'rm -rf "$WORK"' EXIT INT TERM

# curl com o token num arquivo de configuração lido da entrada padrão: nunca na linha de comando.
api() {
  printf 'header = "Authorization: Bearer %s"\n' "$VIGIA_TOKEN" | curl -K - -sS --connect-timeout 20 --max-time 600 \
    -H "User-Agent: vigia-ci/$VIGIA_CLIENT_VERSION" "$@"
}

json_field() {
  sed -n "s/.*\"$1\":\"\\([^\"]*\\)\".*/\\1/p" "$2" | head -n 1
}

# The gate's severity in Portuguese for people; VIGIA_FAIL_ON keeps the code the server reads.
severity_text() {
  case "$1" in
    critical) echo "crítica" ;;
    high) echo "alta ou crítica" ;;
    medium) echo "média ou maior (média, alta, crítica)" ;;
    low) echo "baixa ou maior (baixa, média, alta, crítica)" ;;
    *) echo "$1" ;;
  esac
}

say "cliente $VIGIA_CLIENT_VERSION; servidor $BASE_URL; reprova em: $FAIL_ON"
say "empacotando o código (sem .git)..."
tar -cf - --exclude=./.git --exclude=.git --exclude="${SARIF##*/}" --exclude="${VIGIA_GITLAB_SAST:-gl-sast-report.json}" . 2>"$WORK/tar.err" | gzip -c >"$WORK/source.tar.gz" ||
  tool_error "falha ao empacotar o código: $(head -n 3 "$WORK/tar.err")"
[ -s "$WORK/source.tar.gz" ] || tool_error "falha ao empacotar o código: $(head -n 3 "$WORK/tar.err")"
say "enviando $(wc -c <"$WORK/source.tar.gz" | tr -d ' ') bytes..."

set -- -F "file=@$WORK/source.tar.gz;filename=source.tar.gz;type=application/gzip"
[ -n "${VIGIA_PROJECT_ID:-}" ] && set -- "$@" -F "projectId=$VIGIA_PROJECT_ID"
[ -n "$BRANCH" ] && set -- "$@" -F "branch=$BRANCH"
[ -n "$COMMIT" ] && set -- "$@" -F "commit=$COMMIT"
[ -n "$BASE_REF" ] && set -- "$@" -F "baseRef=$BASE_REF"
STATUS=$(api -o "$WORK/upload.json" -w '%{http_code}' -X POST "$BASE_URL/api/v1/scans" "$@") ||
  tool_error "falha de rede ao enviar o código para $BASE_URL"
MESSAGE=$(json_field message "$WORK/upload.json")
case "$STATUS" in
  202) ;;
  429) tool_error "varredura recusada pela cota do tenant: ${MESSAGE:-cota excedida}. Um administrador pode ver o uso em $BASE_URL/admin." ;;
  401) tool_error "token recusado (HTTP 401): ${MESSAGE:-Token inválido}. Confira o segredo VIGIA_TOKEN." ;;
  *) tool_error "envio recusado (HTTP $STATUS): ${MESSAGE:-sem detalhes}" ;;
esac
SCAN_ID=$(json_field scanId "$WORK/upload.json")
[ -n "$SCAN_ID" ] || tool_error "resposta do envio sem scanId"
say "varredura $SCAN_ID na fila; acompanhando (até ${TIMEOUT}s)..."

STARTED=$(date +%s)
FAILURES=0
LAST=""
while :; do
  if GATE_STATUS=$(api -o "$WORK/gate.txt" -w '%{http_code}' "$BASE_URL/api/v1/scans/$SCAN_ID/gate?$GATE_QUERY"); then
    FIRST=$(sed -n 1p "$WORK/gate.txt")
    if [ "$GATE_STATUS" != "200" ]; then
      tool_error "o servidor respondeu HTTP $GATE_STATUS ao acompanhar a varredura: $(json_field message "$WORK/gate.txt")"
    fi
    FAILURES=0
    case "$FIRST" in
      PASS*|FAIL*) break ;;
      ERROR*) tool_error "a varredura falhou: ${FIRST#ERROR }" ;;
      PENDING*)
        if [ "$FIRST" != "$LAST" ]; then
          say "andamento: ${FIRST#PENDING }%"
          LAST=$FIRST
        fi
        ;;
      *) tool_error "resposta inesperada do servidor: $FIRST" ;;
    esac
  else
    FAILURES=$((FAILURES + 1))
    [ "$FAILURES" -ge 5 ] && tool_error "falha de rede ao acompanhar a varredura $SCAN_ID (5 tentativas seguidas)"
  fi
  NOW=$(date +%s)
  if [ $((NOW - STARTED)) -ge "$TIMEOUT" ]; then
    tool_error "tempo esgotado: a varredura $SCAN_ID não terminou em ${TIMEOUT}s (ajuste VIGIA_TIMEOUT)"
  fi
  sleep "$POLL"
done

value() { sed -n "s/^$1=//p" "$WORK/gate.txt" | head -n 1; }

case "$SARIF" in */*) mkdir -p "${SARIF%/*}" ;; esac
if api -f -o "$SARIF" "$BASE_URL/api/v1/scans/$SCAN_ID/sarif"; then
  say "SARIF salvo em $SARIF"
else
  rm -f "$SARIF"
  say "aviso: não foi possível baixar o SARIF"
fi
if [ -n "${VIGIA_GITLAB_SAST:-}" ]; then
  api -f -o "$VIGIA_GITLAB_SAST" "$BASE_URL/api/v1/scans/$SCAN_ID/sarif?format=gitlab" || say "aviso: não foi possível baixar o relatório SAST do GitLab"
fi

if [ "$(value newOnly)" = "true" ]; then
  say "só achados novos em relação à última análise de $(value base) (análise $(value baseScan)); falsos positivos e riscos aceitos não contam"
  say "achados novos: críticos $(value critical), altos $(value high), médios $(value medium), baixos $(value low) (total $(value total))"
  sed -n 's/^new=//p' "$WORK/gate.txt" | while IFS= read -r line; do say "  novo: $line"; done
else
  say "achados: críticos $(value critical), altos $(value high), médios $(value medium), baixos $(value low) (total $(value total))"
fi
say "detalhes: $BASE_URL/dashboard"

RESULT=PASSED
case "$FIRST" in FAIL*) RESULT=FAILED ;; esac
# Bitbucket: o resultado também como relatório Code Insights do commit (proxy local do Pipelines).
if [ -n "${BITBUCKET_COMMIT:-}" ] && [ -n "${BITBUCKET_REPO_FULL_NAME:-}" ]; then
  printf '{"title":"Vigia","report_type":"SECURITY","reporter":"Vigia","result":"%s","link":"%s/dashboard","details":"Varredura %s: reprova em %s.","data":[{"title":"Críticos","type":"NUMBER","value":%s},{"title":"Altos","type":"NUMBER","value":%s},{"title":"Médios","type":"NUMBER","value":%s},{"title":"Baixos","type":"NUMBER","value":%s}]}' \
    "$RESULT" "$BASE_URL" "$SCAN_ID" "$FAIL_ON" "$(value critical)" "$(value high)" "$(value medium)" "$(value low)" >"$WORK/report.json"
  curl -sS -o /dev/null --proxy http://localhost:29418 -X PUT -H "Content-Type: application/json" --data-binary "@$WORK/report.json" \
    "http://api.bitbucket.org/2.0/repositories/$BITBUCKET_REPO_FULL_NAME/commit/$BITBUCKET_COMMIT/reports/vigia" ||
    say "aviso: não foi possível publicar o relatório Code Insights"
fi

if [ "$RESULT" = "FAILED" ]; then
  say "REPROVADO: ${FIRST#FAIL } achado(s) de severidade $(severity_text "$FAIL_ON") (VIGIA_FAIL_ON=$FAIL_ON)."
  exit 1
fi
if [ "$FAIL_ON" = "none" ]; then say "APROVADO: o gate só informa (VIGIA_FAIL_ON=none)."; exit 0; fi
say "APROVADO: nenhum achado de severidade $(severity_text "$FAIL_ON") (VIGIA_FAIL_ON=$FAIL_ON)."
exit 0
