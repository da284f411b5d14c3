/* eslint-disable -- deliberately vulnerable fixture: the quality corpus of the scanner. */
import { parseXmlString } from 'libxmljs2';
export function lerRemessa(xml: string): string {
  const doc = parseXmlString(xml, { noblanks: true, noent: true }); // vigia-expect: xxe
  const outro = parseXmlString(xml, { noblanks: true });
  return doc.root().name() + outro.root().name();
}
