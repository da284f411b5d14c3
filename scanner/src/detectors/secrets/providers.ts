/**
 * Provider formats, written by us from each vendor's documented token shape. One data table: a rule is
 * an id, the provider's name as shown to the user, a regex whose group `s` (or whole match) is the
 * secret, an optional keyword prefilter (lowercase, checked before running the regex) and an optional
 * entropy floor for shapes that also fit ordinary identifiers.
 */
export type ProviderCatalogId = 'secret-provider-token' | 'secret-private-key' | 'secret-credential-url';

export interface ProviderRule {
  id: string;
  provider: string;
  regex: RegExp;
  catalog?: ProviderCatalogId;
  keywords?: string[];
  minEntropy?: number;
}

const B = String.raw`(?<![A-Za-z0-9_+/])`; // token start: not inside a longer identifier or base64 run
const E = String.raw`(?![A-Za-z0-9_])`;
const rx = (source: string, flags = '') => new RegExp(source, `g${flags}`);

export const PROVIDER_RULES: ProviderRule[] = [
  { id: 'private-key', provider: 'chave privada', catalog: 'secret-private-key', keywords: ['private key'], regex: rx(String.raw`-----BEGIN[ A-Z0-9_-]{0,60}PRIVATE KEY(?: BLOCK)?-----(?:\\{1,2}[rn]|\s)+(?:[\w-]+: [^\n\\]*(?:\\{1,2}[rn]|\s)+)*(?<s>[A-Za-z0-9+/=]{40,})`) },
  { id: 'age-secret-key', provider: 'age', keywords: ['age-secret-key-'], regex: rx(String.raw`AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}`) },
  { id: 'credential-url', provider: 'URL de conexão', catalog: 'secret-credential-url', keywords: ['://'], regex: rx(String.raw`\b[a-z][a-z0-9+.-]{1,20}://[^\s:/@"'<>\x60]{1,64}:(?<s>[^\s@/"'<>\x60]{3,128})@[\w.-]+`, 'i') },
  { id: 'jdbc-password', provider: 'string de conexão JDBC', catalog: 'secret-credential-url', keywords: ['jdbc:'], regex: rx(String.raw`jdbc:[a-z0-9]+:[^\s"'\x60]*?password=(?<s>[^\s;&"'\x60]{3,})`, 'i') },
  { id: 'aws-access-key-id', provider: 'AWS', regex: rx(String.raw`${B}(?<s>(?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA)[A-Z2-7]{16})${E}`), minEntropy: 3 },
  { id: 'aws-secret-access-key', provider: 'AWS', keywords: ['aws'], regex: rx(String.raw`aws[\w.-]{0,20}secret[\w.-]{0,20}["']?\s*(?:[:=]|=>)\s*["']?(?<s>[A-Za-z0-9/+=]{40})${E}`, 'i'), minEntropy: 4 },
  { id: 'aws-bedrock-key', provider: 'AWS Bedrock', keywords: ['absk', 'bedrock-api-key-'], regex: rx(String.raw`${B}(?:ABSK[A-Za-z0-9+/]{100,300}={0,2}|bedrock-api-key-YmVkcm9jay5hbWF6b25hd3MuY29t[A-Za-z0-9+/=]*)`) },
  { id: 'github-token', provider: 'GitHub', keywords: ['gh', 'github_pat_'], regex: rx(String.raw`${B}(?:gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_\w{82})${E}`) },
  { id: 'gitlab-token', provider: 'GitLab', keywords: ['gl', 'gr1348941', '_gitlab_session'], regex: rx(String.raw`${B}(?:gl(?:pat|ptt|dt|rt|oas|cbt|ffct|ft|imt|soat|agent|wt)-[\w-]{20,}(?:\.[\w-]{2,})*|GR1348941[\w-]{20}|_gitlab_session=[a-z0-9]{32})`) },
  { id: 'grafana-token', provider: 'Grafana', keywords: ['glc_', 'glsa_', 'eyjrijoi'], regex: rx(String.raw`${B}(?:glc_[A-Za-z0-9+/]{32,400}={0,2}|glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}|eyJrIjoi[A-Za-z0-9]{70,400}={0,2})`), minEntropy: 3 },
  { id: 'slack-token', provider: 'Slack', keywords: ['xox'], regex: rx(String.raw`${B}(?:xox[abpsre]-\d+-[A-Za-z0-9-]{8,}|xoxe\.xox[bp]-\d-[A-Z0-9]{146,})`), minEntropy: 3 },
  { id: 'slack-webhook', provider: 'Slack', keywords: ['hooks.slack.com'], regex: rx(String.raw`hooks\.slack\.com/(?:services|workflows|triggers)/[A-Za-z0-9+/]{43,56}`) },
  { id: 'stripe-key', provider: 'Stripe', keywords: ['_live_', '_test_', '_prod_'], regex: rx(String.raw`${B}(?:sk|rk)_(?:live|test|prod)_[A-Za-z0-9]{10,99}${E}`) },
  { id: 'google-api-key', provider: 'Google', keywords: ['aiza'], regex: rx(String.raw`${B}AIza[\w-]{35}${E}`), minEntropy: 3 },
  { id: 'azure-storage-key', provider: 'Azure Storage', keywords: ['accountkey='], regex: rx(String.raw`AccountKey=(?<s>[A-Za-z0-9+/]{86}==)`, 'i') },
  { id: 'azure-ad-client-secret', provider: 'Azure AD', keywords: ['q~'], regex: rx(String.raw`${B}[a-zA-Z0-9_~.]{3}\dQ~[a-zA-Z0-9_~.-]{31,34}(?![\w~.-])`) },
  { id: 'jwt', provider: 'JWT', keywords: ['ey'], regex: rx(String.raw`${B}ey[A-Za-z0-9]{17,}\.ey[A-Za-z0-9\/\\_-]{17,}\.(?:[A-Za-z0-9\/\\_-]{10,}={0,2})?`), minEntropy: 3 },
  { id: 'twilio-api-key', provider: 'Twilio', keywords: ['sk'], regex: rx(String.raw`${B}SK[0-9a-fA-F]{32}${E}`) },
  { id: 'sendgrid-api-key', provider: 'SendGrid', keywords: ['sg.'], regex: rx(String.raw`${B}SG\.[\w=.-]{66}(?![\w=.-])`, 'i') },
  { id: 'npm-token', provider: 'npm', keywords: ['npm_'], regex: rx(String.raw`${B}npm_[A-Za-z0-9]{36}${E}`, 'i') },
  { id: 'pypi-token', provider: 'PyPI', keywords: ['pypi-'], regex: rx(String.raw`pypi-AgEIcHlwaS5vcmc[\w-]{50,}`) },
  { id: 'heroku-key', provider: 'Heroku', keywords: ['heroku', 'hrku-'], regex: rx(String.raw`(?:heroku[\w.-]{0,30}["']?\s*(?:[:=]|=>|:=)\s*["']?(?<s>[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12})|HRKU-AA[\w-]{58})`, 'i') },
  { id: 'shopify-token', provider: 'Shopify', keywords: ['shp'], regex: rx(String.raw`${B}shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}${E}`) },
  { id: 'square-token', provider: 'Square', keywords: ['eaaa', 'sq0'], regex: rx(String.raw`${B}(?:EAAA[\w-]{22,60}|sq0atp-[\w-]{22}|sq0csp-[\w-]{43})`), minEntropy: 3 },
  { id: 'mailgun-key', provider: 'Mailgun', keywords: ['key-'], regex: rx(String.raw`${B}(?:pub)?key-[a-f0-9]{32}${E}`) },
  { id: 'telegram-bot-token', provider: 'Telegram', keywords: [':a'], regex: rx(String.raw`${B}\d{5,16}:A[\w-]{34}${E}`) },
  { id: 'openai-key', provider: 'OpenAI', keywords: ['t3blbkfj'], regex: rx(String.raw`${B}sk-(?:proj-|svcacct-|admin-)?[\w-]{20,74}T3BlbkFJ[\w-]{20,74}${E}`) },
  { id: 'anthropic-key', provider: 'Anthropic', keywords: ['sk-ant-'], regex: rx(String.raw`${B}sk-ant-(?:api03|admin01)-[\w-]{93}AA${E}`) },
  { id: 'vault-token', provider: 'HashiCorp Vault', keywords: ['hvs.', 'hvb.'], regex: rx(String.raw`${B}(?:hvs\.[\w-]{90,120}|hvb\.[\w-]{138,300})${E}`) },
  { id: 'terraform-token', provider: 'HashiCorp Terraform', keywords: ['atlasv1'], regex: rx(String.raw`${B}[a-z0-9]{14}\.atlasv1\.[a-z0-9=_-]{60,70}`, 'i') },
  { id: 'digitalocean-token', provider: 'DigitalOcean', keywords: ['_v1_'], regex: rx(String.raw`${B}do[opr]_v1_[a-f0-9]{64}${E}`) },
  { id: 'newrelic-key', provider: 'New Relic', keywords: ['nrak-', 'nrjs-', 'nrii-'], regex: rx(String.raw`${B}(?:NRAK-[A-Z0-9]{27}|NRJS-[a-f0-9]{19}|NRII-[\w-]{32})${E}`) },
  { id: 'sentry-token', provider: 'Sentry', keywords: ['sntry'], regex: rx(String.raw`${B}(?:sntrys_eyJ[\w=+/-]{50,}|sntryu_[a-f0-9]{64})${E}`) },
  { id: 'atlassian-token', provider: 'Atlassian', keywords: ['atatt3'], regex: rx(String.raw`${B}ATATT3[\w=-]{186}`) },
  { id: 'huggingface-token', provider: 'Hugging Face', keywords: ['hf_', 'api_org_'], regex: rx(String.raw`${B}(?:hf_[A-Za-z0-9]{34}|api_org_[A-Za-z0-9]{34})${E}`), minEntropy: 3 },
  { id: 'databricks-token', provider: 'Databricks', keywords: ['dapi'], regex: rx(String.raw`${B}dapi[a-f0-9]{32}(?:-\d)?${E}`), minEntropy: 3 },
  { id: 'planetscale-token', provider: 'PlanetScale', keywords: ['pscale_'], regex: rx(String.raw`${B}pscale_(?:pw|tkn|oauth)_[\w=.-]{32,64}`, 'i') },
  { id: 'postman-key', provider: 'Postman', keywords: ['pmak-'], regex: rx(String.raw`${B}PMAK-[a-f0-9]{24}-[a-f0-9]{34}${E}`, 'i') },
  { id: 'pulumi-token', provider: 'Pulumi', keywords: ['pul-'], regex: rx(String.raw`${B}pul-[a-f0-9]{40}${E}`) },
  { id: 'doppler-token', provider: 'Doppler', keywords: ['dp.pt.'], regex: rx(String.raw`${B}dp\.pt\.[a-z0-9]{43}`, 'i') },
  { id: 'dynatrace-token', provider: 'Dynatrace', keywords: ['dt0c01.'], regex: rx(String.raw`dt0c01\.[a-z0-9]{24}\.[a-z0-9]{64}`, 'i') },
  { id: 'shippo-token', provider: 'Shippo', keywords: ['shippo_'], regex: rx(String.raw`shippo_(?:live|test)_[a-fA-F0-9]{40}`) },
  { id: 'flutterwave-key', provider: 'Flutterwave', keywords: ['flw'], regex: rx(String.raw`FLW(?:PUBK|SECK)_TEST-[a-hA-H0-9]{12,32}(?:-X)?`) },
  { id: 'linear-key', provider: 'Linear', keywords: ['lin_api_'], regex: rx(String.raw`lin_api_[a-z0-9]{40}`, 'i') },
  { id: '1password-secret-key', provider: '1Password', keywords: ['a3-'], regex: rx(String.raw`${B}A3-[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}${E}`) },
  { id: 'flyio-token', provider: 'Fly.io', keywords: ['fo1_', 'fm1', 'fm2_'], regex: rx(String.raw`${B}(?:fo1_[\w-]{43}|fm1[ar]_[A-Za-z0-9+/]{100,}={0,3}|fm2_[A-Za-z0-9+/]{100,}={0,3})`) },
  { id: 'easypost-token', provider: 'EasyPost', keywords: ['ezak', 'eztk'], regex: rx(String.raw`${B}EZ[AT]K[a-zA-Z0-9]{54}`) },
  { id: 'clojars-token', provider: 'Clojars', keywords: ['clojars_'], regex: rx(String.raw`CLOJARS_[a-z0-9]{60}`, 'i') },
  { id: 'openshift-token', provider: 'OpenShift', keywords: ['sha256~'], regex: rx(String.raw`sha256~[\w-]{43}${E}`) },
  { id: 'perplexity-key', provider: 'Perplexity', keywords: ['pplx-'], regex: rx(String.raw`${B}pplx-[a-zA-Z0-9]{48}`) },
  { id: 'duffel-token', provider: 'Duffel', keywords: ['duffel_'], regex: rx(String.raw`duffel_(?:test|live)_[\w=-]{43}`, 'i') },
  { id: 'frameio-token', provider: 'Frame.io', keywords: ['fio-u-'], regex: rx(String.raw`fio-u-[\w=-]{64}`, 'i') },
  { id: 'defined-networking-token', provider: 'Defined Networking', keywords: ['dnkey-'], regex: rx(String.raw`dnkey-[\w=-]{26}-[\w=-]{52}`, 'i') },
  { id: 'airtable-pat', provider: 'Airtable', keywords: ['pat'], regex: rx(String.raw`${B}pat[A-Za-z0-9]{14}\.[a-f0-9]{64}${E}`) },
  { id: 'mailchimp-key', provider: 'Mailchimp', keywords: ['-us'], regex: rx(String.raw`${B}[a-f0-9]{32}-us\d{1,2}${E}`) },
  { id: 'harness-token', provider: 'Harness', keywords: ['pat.', 'sat.'], regex: rx(String.raw`${B}(?:pat|sat)\.[\w-]{22}\.[a-z0-9]{24}\.[a-z0-9]{20}`, 'i') },
  { id: 'cloudflare-origin-ca-key', provider: 'Cloudflare', keywords: ['v1.0-'], regex: rx(String.raw`${B}v1\.0-[a-f0-9]{24}-[a-f0-9]{146}`) },
  { id: 'sidekiq-secret', provider: 'Sidekiq', keywords: ['contribsys'], regex: rx(String.raw`contribsys__com[\w]{0,20}["']?\s*(?:[:=]|=>|:=)\s*["']?(?<s>[a-f0-9]{8}:[a-f0-9]{8})`, 'i') },
  { id: 'sourcegraph-token', provider: 'Sourcegraph', keywords: ['sgp_'], regex: rx(String.raw`${B}sgp_(?:[a-fA-F0-9]{16}_)?[a-fA-F0-9]{40}${E}`) },
  { id: 'notion-token', provider: 'Notion', keywords: ['ntn_'], regex: rx(String.raw`${B}ntn_\d{11}[A-Za-z0-9]{35}${E}`) },
  { id: 'mapbox-token', provider: 'Mapbox', keywords: ['pk.', 'sk.'], regex: rx(String.raw`${B}[ps]k\.[a-z0-9]{60}\.[a-z0-9]{22}${E}`, 'i') },
  { id: 'facebook-token', provider: 'Facebook', keywords: ['eaa'], regex: rx(String.raw`${B}EAA[MC][A-Za-z0-9]{100,}${E}`) },
  { id: 'alibaba-key-id', provider: 'Alibaba Cloud', keywords: ['ltai'], regex: rx(String.raw`${B}LTAI[a-z0-9]{20}${E}`, 'i') },
  { id: 'adobe-secret', provider: 'Adobe', keywords: ['p8e-'], regex: rx(String.raw`${B}p8e-[a-z0-9]{32}${E}`, 'i') },
  { id: 'intra42-secret', provider: '42 Intra', keywords: ['s-s4t2'], regex: rx(String.raw`${B}s-s4t2(?:ud|af)-[a-f0-9]{64}${E}`) },
  { id: 'okta-token', provider: 'Okta', keywords: ['okta'], regex: rx(String.raw`(?<![A-Za-z])okta[\w.-]{0,20}["']?\s*(?:[:=]|=>|:=)\s*["']?(?<s>00[\w=-]{40})${E}`, 'i'), minEntropy: 3.5 },
  { id: 'curl-credentials', provider: 'curl', catalog: 'secret-credential-url', keywords: ['curl'], regex: rx(String.raw`\bcurl\b[^\n]*?\s(?:-u|--user)\s+["']?[^\s:"']{1,64}:(?<s>[^\s"']{4,128})`) },
  { id: 'authorization-header', provider: 'cabeçalho Authorization', keywords: ['authorization'], regex: rx(String.raw`Authorization:\s*(?:(?:Basic|Bearer|Token)\s+)?(?<s>[\w+/=.~-]{20,})`, 'i'), minEntropy: 3 },
];
