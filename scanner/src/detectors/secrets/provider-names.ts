/**
 * Provider and product names that, inside an assignment's name (`herokuToken`, `DISCORD_SECRET`), make a
 * value of a hash/UUID/number shape a credential: many providers issue secrets in those shapes, which
 * beside a bare "secret"/"token" are more often checksums and ids. Lower-case key → display name.
 */
const NAMES: Record<string, string> = {
  adafruit: 'Adafruit', adobe: 'Adobe', airtable: 'Airtable', algolia: 'Algolia', alibaba: 'Alibaba Cloud', asana: 'Asana',
  atlassian: 'Atlassian', jira: 'Atlassian', confluence: 'Atlassian', aws: 'AWS', azure: 'Azure', beamer: 'Beamer',
  bitbucket: 'Bitbucket', bittrex: 'Bittrex', cloudflare: 'Cloudflare', codecov: 'Codecov', coinbase: 'Coinbase',
  confluent: 'Confluent', contentful: 'Contentful', datadog: 'Datadog', discord: 'Discord', droneci: 'Drone CI',
  dropbox: 'Dropbox', etsy: 'Etsy', facebook: 'Facebook', fastly: 'Fastly', finicity: 'Finicity', finnhub: 'Finnhub',
  flickr: 'Flickr', freshbooks: 'FreshBooks', gcp: 'Google Cloud', google: 'Google', github: 'GitHub', gitlab: 'GitLab',
  gitter: 'Gitter', heroku: 'Heroku', hubspot: 'HubSpot', intercom: 'Intercom', jfrog: 'JFrog', artifactory: 'JFrog',
  kraken: 'Kraken', kucoin: 'KuCoin', launchdarkly: 'LaunchDarkly', linear: 'Linear', linkedin: 'LinkedIn',
  looker: 'Looker', mailchimp: 'Mailchimp', mailgun: 'Mailgun', mattermost: 'Mattermost', maxmind: 'MaxMind',
  meraki: 'Cisco Meraki', messagebird: 'MessageBird', netlify: 'Netlify', newrelic: 'New Relic', nytimes: 'NYTimes', okta: 'Okta', openai: 'OpenAI', plaid: 'Plaid', rapidapi: 'RapidAPI',
  sendbird: 'Sendbird', sendgrid: 'SendGrid', sentry: 'Sentry', shopify: 'Shopify', slack: 'Slack', snyk: 'Snyk',
  sonar: 'SonarQube', sourcegraph: 'Sourcegraph', square: 'Square', squarespace: 'Squarespace', stripe: 'Stripe', sumo: 'Sumo Logic', sumologic: 'Sumo Logic',
  telegram: 'Telegram', travis: 'Travis CI', trello: 'Trello', twilio: 'Twilio', twitch: 'Twitch', twitter: 'Twitter/X',
  vault: 'HashiCorp Vault', zendesk: 'Zendesk', privateai: 'Private AI', freemius: 'Freemius', kubernetes: 'Kubernetes',
  // Brazilian payment providers and Pix integrations.
  contribsys: 'Sidekiq', sidekiq: 'Sidekiq', pix: 'Pix', pagseguro: 'PagSeguro', mercadopago: 'Mercado Pago', cielo: 'Cielo', getnet: 'Getnet', asaas: 'Asaas',
  iugu: 'Iugu', pagarme: 'Pagar.me', ebanx: 'EBANX', celcoin: 'Celcoin', belvo: 'Belvo', gerencianet: 'Efí (Gerencianet)',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Published key formats of providers without a distinctive prefix. A value under such a name in another
 * shape is not that key (`MERAKI_KEY_SHA256 = <64 hex>` is a checksum), and is judged by the generic rule.
 */
const KEY_FORMATS: Record<string, RegExp> = {
  'Cisco Meraki': /^[0-9a-f]{40}$/, // dashboard API key: 40 lower-case hex
  Heroku: UUID, // legacy API key (the HRKU- format has its own provider row)
  Mailchimp: /^[0-9a-f]{32}-us\d{1,2}$/, // key plus data-centre suffix
};

/** False when the provider's key format is known and the value is not in it. */
export function fitsProviderFormat(provider: string, value: string): boolean {
  const format = KEY_FORMATS[provider];
  return !format || format.test(value);
}

/**
 * The provider named by a whole word of an identifier (`herokuApiKey`, `AWSToken`, `tokenPix`,
 * `MessageBirdToken` — two adjacent words may form the name), never inside another word (`pixel`, `laws`).
 */
export function providerNamedIn(identifier: string): string | undefined {
  const words = identifier.split(/[^A-Za-z]+|(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/).filter(Boolean).map((w) => w.toLowerCase());
  // Own keys only: `constructor` or `toString` in a name must not reach Object.prototype.
  const name = (key: string) => (Object.hasOwn(NAMES, key) ? NAMES[key] : undefined);
  for (let i = 0; i < words.length; i += 1) {
    const found = name(words[i] ?? '') ?? name(`${words[i]}${words[i + 1] ?? ''}`);
    if (found) return found;
  }
  return undefined;
}
