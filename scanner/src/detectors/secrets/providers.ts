/**
 * Provider credential formats, one row per token family. The patterns are ours (from each provider's
 * published token format); group 1 is the secret. `keywords` are lower-case substrings of which one must
 * occur in the file before the pattern runs (one combined prefilter pass, see provider-scan.ts).
 * `minEntropy` (bits/char of the secret) drops placeholders such as ghp_xxxx…; `example` suffixes or
 * look-ups are handled by value-filters.ts for every row alike. `shape` marks a family with a strict
 * published format: a value with its look but not its exact format (a truncated `ghp_abc123`, a bot id of
 * 4 digits) is documentation or a test mutation, and the generic rule leaves it alone too.
 */
import { isCredentialJwt } from './jwt-claims.js';

export type SecretCatalogId = 'secret-provider-token' | 'secret-private-key' | 'secret-credential-url';

export interface ProviderRule {
  /** Engine rule id (meta.engineRule = `vigia/<id>`). */
  id: string;
  /** Name shown to the user in the pt-BR message. */
  provider: string;
  keywords: string[];
  pattern: RegExp;
  minEntropy?: number;
  catalog?: SecretCatalogId;
  /** Anchored look of the family's values (prefix/structure), for near misses; see above. */
  shape?: RegExp;
  /** A last check on a matched value (a JWT's claims). */
  accept?: (value: string) => boolean;
  /** A cheap search every match implies, tried once per file before a pattern that is slow to try everywhere. */
  gate?: RegExp;
}

/** Token boundary: not inside a longer word/base64 run. */
const B = String.raw`(?<![\w+/.-])`;
const E = String.raw`(?![\w+/=-])`;

type RuleOptions = Pick<ProviderRule, 'minEntropy' | 'catalog' | 'shape' | 'accept' | 'gate'> & { flags?: string; raw?: boolean };

function rule(id: string, provider: string, keywords: string[], body: string, options: RuleOptions = {}): ProviderRule {
  const { flags, raw, ...rest } = options;
  const source = raw ? body : `${B}(${body})${E}`;
  return { id, provider, keywords, pattern: new RegExp(source, `g${flags ?? ''}`), ...rest, minEntropy: options.minEntropy ?? 3 };
}

export const PROVIDER_RULES: ProviderRule[] = [
  // Cloud
  rule('aws-access-key-id', 'AWS', ['akia', 'asia', 'abia', 'acca', 'a3t'], String.raw`(?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}`),
  rule('aws-secret-access-key', 'AWS', ['aws'], String.raw`aws[\w.-]{0,30}secret[\w.-]{0,20}["']?\s*(?:=|:|=>|,)\s*["']?([A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])`, { flags: 'i', raw: true, minEntropy: 3.5 }),
  rule('aws-bedrock-key', 'Amazon Bedrock', ['absk', 'bedrock-api-key-'], String.raw`ABSK[A-Za-z0-9+/]{109,269}={0,2}|bedrock-api-key-YmVkcm9jay5hbWF6b25hd3MuY29t[A-Za-z0-9+/=]{20,}`),
  rule('gcp-api-key', 'Google Cloud', ['aiza'], String.raw`AIza[\w-]{35}`, { minEntropy: 3.5 }),
  rule('azure-storage-key', 'Azure Storage', ['accountkey'], String.raw`AccountKey=([A-Za-z0-9+/]{86}==)`, { raw: true }),
  rule('azure-ad-client-secret', 'Azure AD', ['q~'], String.raw`(?<![\w~.,@/+-])([\w~.]{3}\dQ~[\w~.-]{31,34})(?![\w~.-])`, { raw: true, minEntropy: 3.5 }),
  rule('alibaba-access-key-id', 'Alibaba Cloud', ['ltai'], String.raw`LTAI[a-zA-Z0-9]{20}`),
  rule('digitalocean-token', 'DigitalOcean', ['dop_v1_', 'doo_v1_', 'dor_v1_'], String.raw`do[opr]_v1_[a-f0-9]{64}`),
  rule('yandex-key', 'Yandex Cloud', ['yc', 'aqvn', 't1.'], String.raw`YC[\w-]{38}|AQVN[\w-]{35,38}|t1\.[A-Z0-9a-z_-]+[=]{0,2}\.[A-Z0-9a-z_-]{86}[=]{0,2}`),
  rule('heroku-api-key-v2', 'Heroku', ['hrku-'], String.raw`HRKU-AA[\w-]{58}`),
  rule('flyio-token', 'Fly.io', ['fo1_', 'fm1', 'fm2_'], String.raw`fo1_[\w-]{43}|fm1[ar]_[A-Za-z0-9+/]{100,}={0,3}|fm2_[A-Za-z0-9+/]{100,}={0,3}`),
  rule('cloudflare-origin-ca-key', 'Cloudflare', ['v1.0-'], String.raw`v1\.0-[a-f0-9]{24}-[a-f0-9]{146}`),
  rule('openshift-token', 'OpenShift', ['sha256~'], String.raw`sha256~[\w-]{43}`),
  rule('scalingo-token', 'Scalingo', ['tk-us-'], String.raw`tk-us-[\w-]{48}`),
  rule('planetscale-token', 'PlanetScale', ['pscale_'], String.raw`pscale_(?:pw|tkn|oauth)_[\w=.-]{32,64}`),
  rule('hashicorp-tf-token', 'Terraform Cloud', ['atlasv1'], String.raw`[a-z0-9]{14}\.atlasv1\.[a-z0-9_=-]{60,70}`, { flags: 'i' }),
  rule('vault-token', 'HashiCorp Vault', ['hvs.', 'hvb.', 's.'], String.raw`hv[sb]\.[\w-]{90,}|s\.(?=[a-zA-Z]*\d)[a-zA-Z0-9]{24}`, { minEntropy: 3.5 }),
  rule('databricks-token', 'Databricks', ['dapi'], String.raw`dapi[a-f0-9]{32}(?:-\d)?`),
  rule('doppler-token', 'Doppler', ['dp.pt.'], String.raw`dp\.pt\.[a-z0-9]{43}`, { flags: 'i' }),
  rule('pulumi-token', 'Pulumi', ['pul-'], String.raw`pul-[a-f0-9]{40}`),
  rule('infracost-token', 'Infracost', ['ico-'], String.raw`ico-[a-zA-Z0-9]{32}`),
  rule('dynatrace-token', 'Dynatrace', ['dt0c01'], String.raw`dt0c01\.[a-z0-9]{24}\.[a-z0-9]{64}`, { flags: 'i' }),
  rule('harness-token', 'Harness', ['pat.', 'sat.'], String.raw`(?:pat|sat)\.[\w-]{22}\.[a-zA-Z0-9]{24}\.[a-zA-Z0-9]{20}`),
  rule('prefect-token', 'Prefect', ['pnu_'], String.raw`pnu_[a-zA-Z0-9]{36}`),
  // Code hosting, CI, packages
  rule('github-token', 'GitHub', ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_', 'github_pat_'], String.raw`gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_\w{82}`, { shape: /^(?:gh[pousr]_|github_pat_)/ }),
  rule('gitlab-token', 'GitLab', ['glpat-', 'glcbt-', 'glffct-', 'glft-', 'glimt-', 'glagent-', 'gloas-', 'glptt-', 'glrt-', 'glsoat-', 'gldt-'], String.raw`gl(?:pat|cbt|ffct|ft|imt|agent|oas|ptt|rt|soat|dt)-[\w-]{20,}(?:\.[0-9a-z]{2}[0-9a-z]{7})?`, { shape: /^gl(?:pat|cbt|ffct|ft|imt|agent|oas|ptt|rt|soat|dt)-/ }),
  rule('gitlab-runner-registration', 'GitLab', ['gr1348941'], String.raw`GR1348941[\w-]{20}`, { minEntropy: 3.2 }),
  rule('gitlab-session', 'GitLab', ['_gitlab_session='], String.raw`_gitlab_session=([0-9a-z]{32})`, { raw: true }),
  rule('bitbucket-token', 'Bitbucket', ['atbb', 'atctt'], String.raw`ATBB[a-zA-Z0-9]{32}|ATCTT3[\w=-]{180,200}`),
  rule('atlassian-token', 'Atlassian', ['atatt3'], String.raw`ATATT3[\w=-]{186}`),
  rule('npm-token', 'npm', ['npm_'], String.raw`npm_[a-zA-Z0-9]{36}`, { shape: /^npm_/ }),
  rule('pypi-token', 'PyPI', ['pypi-ageichlwas5vcmc'], String.raw`pypi-AgEIcHlwaS5vcmc[\w-]{50,}`),
  rule('rubygems-token', 'RubyGems', ['rubygems_'], String.raw`rubygems_[a-f0-9]{48}`),
  rule('clojars-token', 'Clojars', ['clojars_'], String.raw`CLOJARS_[a-z0-9]{60}`, { flags: 'i' }),
  rule('artifactory-key', 'JFrog Artifactory', ['akcp', 'cmvmd'], String.raw`AKCp[A-Za-z0-9]{69}|cmVmd[A-Za-z0-9]{59}`, { minEntropy: 3.5 }),
  rule('sonar-token', 'SonarQube', ['squ_', 'sqp_', 'sqa_'], String.raw`sq[upa]_[a-f0-9]{40}`),
  rule('sourcegraph-token', 'Sourcegraph', ['sgp_'], String.raw`sgp_(?:[a-fA-F0-9]{16}_|local_)?[a-fA-F0-9]{40}`),
  rule('readme-token', 'ReadMe', ['rdme_'], String.raw`rdme_[a-z0-9]{70}`),
  rule('postman-token', 'Postman', ['pmak-'], String.raw`PMAK-[a-f0-9]{24}-[a-f0-9]{34}`, { flags: 'i' }),
  rule('frameio-token', 'Frame.io', ['fio-u-'], String.raw`fio-u-[\w=-]{64}`),
  rule('typeform-token', 'Typeform', ['tfp_'], String.raw`tfp_[\w=.-]{59}`),
  // Messaging and collaboration
  rule('slack-token', 'Slack', ['xox'], String.raw`xox[bpeasr]-\d{8,14}-\d{8,14}(?:-\d{8,14})?-[A-Za-z0-9]{20,40}|xox[os]-\d+-\d+-\d+-[a-fA-F0-9]{8,}|xox[ar]-(?:\d-)?[0-9a-zA-Z]{8,48}(?:-[0-9a-zA-Z]{4,48})*|xoxe\.xox[bp]-\d-[A-Za-z0-9]{163,166}|xoxe-\d-[A-Za-z0-9]{146}|xoxb-\d{8,14}-[A-Za-z0-9]{16,40}`, { minEntropy: 3.2, shape: /^xox[a-z]-/ }),
  rule('slack-webhook', 'Slack (webhook)', ['hooks.slack.com'], String.raw`(?:https?://)?hooks\.slack\.com/(?:services|workflows|triggers)/[A-Za-z0-9+/]{43,56}`, { minEntropy: 3.5 }),
  rule('discord-webhook', 'Discord (webhook)', ['discord'], String.raw`https://(?:\w+\.)?discord(?:app)?\.com/api/webhooks/\d+/[\w-]{60,70}`),
  rule('teams-webhook', 'Microsoft Teams (webhook)', ['webhook.office.com'], String.raw`https://[a-z0-9]+\.webhook\.office\.com/webhookb2/[a-z0-9-]{36}@[a-z0-9-]{36}/IncomingWebhook/[a-z0-9]{32}/[a-z0-9-]{36}`, { flags: 'i' }),
  rule('telegram-bot-token', 'Telegram', [':a'], String.raw`\d{5,16}:A[\w-]{34}`, { shape: /^\d+:A[\w-]{20,}$/ }),
  rule('twilio-key', 'Twilio', ['sk'], String.raw`SK[0-9a-fA-F]{32}`),
  rule('sendgrid-key', 'SendGrid', ['sg.'], String.raw`SG\.[\w=.-]{66}`, { flags: 'i', minEntropy: 3.5 }),
  rule('sendinblue-key', 'Brevo (Sendinblue)', ['xkeysib-'], String.raw`xkeysib-[a-f0-9]{64}-[a-z0-9]{16}`),
  rule('mailgun-key', 'Mailgun', ['key-', 'pubkey-', 'mailgun'], String.raw`(?:pub)?key-[a-f0-9]{32}|[a-h0-9]{32}-[a-h0-9]{8}-[a-h0-9]{8}`),
  rule('mailchimp-key', 'Mailchimp', ['-us'], String.raw`[a-f0-9]{32}-us\d{1,2}`),
  rule('notion-token', 'Notion', ['ntn_', 'secret_'], String.raw`ntn_\d{11}[A-Za-z0-9]{35}`),
  rule('linear-key', 'Linear', ['lin_api_'], String.raw`lin_api_[a-z0-9]{40}`, { flags: 'i' }),
  rule('1password-secret-key', '1Password', ['a3-'], String.raw`A3-[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}`, { minEntropy: 3.5 }),
  rule('1password-service-account', '1Password', ['ops_eyj'], String.raw`ops_eyJ[A-Za-z0-9+/]{250,}={0,3}`),
  rule('adobe-client-secret', 'Adobe', ['p8e-'], String.raw`p8e-[a-zA-Z0-9]{32}`),
  rule('age-secret-key', 'age', ['age-secret-key-1'], String.raw`AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}`, { minEntropy: 0 }),
  // Payments and commerce
  rule('stripe-key', 'Stripe', ['sk_', 'rk_'], String.raw`(?:sk|rk)_(?:test|live|prod)_[a-zA-Z0-9]{10,99}`, { shape: /^(?:sk|rk)_(?:test|live|prod)_/ }),
  rule('square-token', 'Square', ['eaaa', 'sq0'], String.raw`(?:EAAA|sq0atp-)[\w-]{22,60}|sq0csp-[\w-]{43}`),
  rule('shopify-token', 'Shopify', ['shpat_', 'shpca_', 'shppa_', 'shpss_'], String.raw`shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}`),
  rule('flutterwave-key', 'Flutterwave', ['flw'], String.raw`FLW(?:PUBK|SECK)_TEST-[a-h0-9]{32}-X|FLWSECK_TEST-[a-h0-9]{12}`, { flags: 'i' }),
  rule('gocardless-token', 'GoCardless', ['live_'], String.raw`live_[\w=-]{40}`),
  rule('shippo-token', 'Shippo', ['shippo_'], String.raw`shippo_(?:live|test)_[a-f0-9]{40}`),
  rule('duffel-token', 'Duffel', ['duffel_'], String.raw`duffel_(?:test|live)_[\w=-]{43}`),
  rule('easypost-token', 'EasyPost', ['ezak', 'eztk'], String.raw`EZ[AT]K[a-zA-Z0-9]{54}`),
  rule('lob-key', 'Lob', ['live_', 'test_'], String.raw`(?:live|test)_pub_[a-f0-9]{31}|(?:live|test)_[a-f0-9]{35}`),
  rule('plaid-token', 'Plaid', ['access-'], String.raw`access-(?:sandbox|development|production)-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}`),
  rule('settlemint-token', 'SettleMint', ['sm_'], String.raw`sm_(?:pat|aat|sat)_[a-zA-Z0-9]{16}`),
  rule('intra42-secret', '42 Intra', ['s-s4t2'], String.raw`s-s4t2(?:ud|af)-[a-f0-9]{64}`),
  // AI and data
  rule('openai-key', 'OpenAI', ['t3blbkfj'], String.raw`sk-(?:(?:proj|svcacct|admin)-[\w-]{20,74}|[a-zA-Z0-9]{20})T3BlbkFJ[\w-]{20,74}`),
  rule('anthropic-key', 'Anthropic', ['sk-ant-'], String.raw`sk-ant-(?:api03|admin01)-[\w-]{93}AA`),
  rule('huggingface-token', 'Hugging Face', ['hf_', 'api_org_'], String.raw`(?:hf_|api_org_)[a-zA-Z]{34}`, { minEntropy: 3.5 }),
  rule('perplexity-key', 'Perplexity', ['pplx-'], String.raw`pplx-[a-zA-Z0-9]{48}`),
  rule('grafana-token', 'Grafana', ['eyjrijoi', 'glc_', 'glsa_'], String.raw`eyJrIjoi[A-Za-z0-9]{70,400}={0,3}|glc_[A-Za-z0-9+/]{32,400}={0,3}|glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}`, { minEntropy: 3.5 }),
  rule('new-relic-key', 'New Relic', ['nrak-', 'nrjs-', 'nrii-'], String.raw`NRAK-[a-z0-9]{27}|NRJS-[a-f0-9]{19}|NRII-[a-z0-9-]{32}`, { flags: 'i' }),
  rule('sentry-token', 'Sentry', ['sntrys_', 'sntryu_'], String.raw`sntrys_eyJpYXQiO[a-zA-Z0-9+/]{10,200}(?:LCJyZWdpb25fdXJs|InJlZ2lvbl91cmwi|cmVnaW9uX3VybCI6)[a-zA-Z0-9+/]{10,200}={0,2}_[a-zA-Z0-9+/]{43}|sntryu_[a-f0-9]{64}`),
  rule('mapbox-token', 'Mapbox', ['pk.', 'sk.'], String.raw`[ps]k\.[a-z0-9]{60}\.[a-z0-9]{22}`, { flags: 'i' }),
  rule('facebook-token', 'Facebook', ['eaa', '|'], String.raw`EAA[MC][a-zA-Z0-9]{100,}|\d{15,16}[|%][\w-]{27,40}`, { gate: /EAA[MC]|\d{15}[|%]/ }),
  rule('twitter-bearer', 'Twitter/X', ['aaaaaaaaaaaaaaaaaaaaa'], String.raw`A{22}[a-zA-Z0-9%]{80,100}`),
  rule('sidekiq-secret', 'Sidekiq', ['contribsys'], String.raw`BUNDLE_(?:ENTERPRISE|GEMS)__CONTRIBSYS__COM\w*["']?\s*(?:=|:=|:|=>|,)?\s*["']?([a-f0-9]{8}:[a-f0-9]{8})|https?://([a-f0-9]{8}:[a-f0-9]{8})@(?:gems|enterprise)\.contribsys\.com`, { flags: 'i', raw: true, minEntropy: 2 }),
  // Tokens of any issuer
  rule('jwt', 'JWT', ['ey'], String.raw`ey[a-zA-Z0-9]{17,}\.ey[\w/\\-]{17,}\.(?:[\w/\\-]{10,}={0,2})?`, { accept: isCredentialJwt }),
];
