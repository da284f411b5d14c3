import { describe, expect, it } from 'vitest';
import { anchoredMatches } from '../src/detectors/anchored-matches.js';

const URL_CREDENTIALS = /\b[a-z][a-z0-9+.-]{1,20}:\/\/([^\s:/@'"`<>]{1,64}):([^\s@/'"`<>]{3,128})@[\w.-]+/gi;
const both = (text: string) => ({
  anchored: [...anchoredMatches(text, URL_CREDENTIALS, '://', 2, 21)].map((m) => [m.index, ...m]),
  plain: [...text.matchAll(URL_CREDENTIALS)].map((m) => [m.index, ...m]),
});

describe('anchoredMatches', () => {
  it('finds what matchAll finds, in order, on hand-picked texts', () => {
    const texts = [
      'postgres://app:s3cr3t@db.local/x and mongodb+srv://u:pw123@cluster0.net',
      'a://b:ccc@d', 'x-very-long-scheme-name-here://u:ppp@h', 'abcdefghijklmnopqrstu://u:ppp@h',
      'redis://:pass@h://u:qqq@k', 'ftp://u:p@h', 'http://u:pwd@h http://u:pwd@h', '://u:ppp@h', 'éhttp://u:ppp@h',
    ];
    for (const text of texts) {
      const { anchored, plain } = both(text);
      expect(anchored, text).toEqual(plain);
    }
    expect(both(texts[0]!).anchored).toHaveLength(2);
  });

  it('finds what matchAll finds on random mutations of credential URLs', () => {
    const urls = ['postgres://app:s3cr3t@db', 'redis://:pw@h', 'mongodb+srv://u:pass123@c.net/x', 'a://bb:ccc@d'];
    const alphabet = ['://', ':', '@', '/', ' ', '\n', 'a', 'Z', '9', '-', '.', '"', 'é', 'x'.repeat(19)];
    let seed = 28;
    const next = (n: number) => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) % n;
    let withMatches = 0;
    for (let round = 0; round < 3_000; round += 1) {
      let text = Array.from({ length: 1 + next(4) }, () => urls[next(urls.length)]).join(alphabet[next(alphabet.length)]);
      for (let edit = next(4); edit > 0; edit -= 1) {
        const at = next(text.length + 1);
        text = text.slice(0, at) + alphabet[next(alphabet.length)] + text.slice(at + next(2));
      }
      const { anchored, plain } = both(text);
      expect(anchored, text).toEqual(plain);
      if (plain.length) withMatches += 1;
    }
    expect(withMatches).toBeGreaterThan(1_000);
  });
});
